//! The coach's words (issue 13): why a move is good, said as a player would say it, from
//! one seat's [`View`] alone. The move itself comes from the expert
//! ([`COACH`](super::COACH); the hint asks the AI worker for it); this only explains it,
//! with what the seat can see: its own tiles, the table, and what the others' passes and
//! draws showed (the tile tracker's facts, [`Tracker`]).

use super::View;
use crate::rules::family::Fives;
use crate::rules::{Join, LayoutKind, Move, Seat, Tile, TileSet};
use crate::view::tracker::Tracker;

/// The hint for `mv` in words: "Hint: play 3-5 on the 3 end, leaving 5 open. Why: East
/// could not play a 5 before, so the 5 end blocks them; you hold 2 more 5s for the 5
/// it leaves open." Each reason is read once by a new player, on a phone.
pub fn hint_words(view: &View, mv: Move, letter: Option<char>) -> String {
    let (what, why) = hint_parts(view, mv, letter);
    format!("Hint: {what}. Why: {why}.")
}

/// A team's choice of who poses, as its buttons say it: "North poses", or "you pose"
/// when `poser` is `you`.
pub fn poser_words(you: Seat, poser: Seat, players: u8) -> String {
    if poser == you {
        "you pose".to_string()
    } else {
        format!("{} poses", poser.name(players))
    }
}

/// The two parts of [`hint_words`]: the move ("play 3-5 on the 3 end, leaving 5
/// open") and why ("East could not play a 5 before, so the 5 end blocks them"), also
/// used by the hand review. `letter`: the end's letter, where the tile fits another end
/// showing the same number and the table asks which ("on the 5 arm (pick 3-5, then
/// B)": the letters show once the tile is picked; French's three 5 arms, All Fives' 6
/// end and two 6 arms, bare 6s on the table).
pub fn hint_parts(view: &View, mv: Move, letter: Option<char>) -> (String, String) {
    let mech = view.variant.mechanics();
    let mut why: Vec<String> = Vec::new();
    let mut after = view.layout;
    let what = match mv {
        Move::Pose(t) => {
            after.place_pose(t);
            format!("pose {t}")
        }
        Move::Play { tile, end, open } => {
            after.place(end, tile, open);
            let mut on = view.layout.end_label(end);
            // Where another end shows the same number, the letter its button carries
            // once the tile is picked (a playtest looked for "C" before picking it).
            if let Some(letter) = letter {
                on = format!("{on} (pick {tile}, then {letter})");
            }
            let leaving = mech.join.leaving(open, mech.set.top());
            // A wild tile says so (a playtest's hint played 2-5 on a 6 end that "needs 1").
            let wild = if mech.join.is_wild(tile) {
                " (a matador)"
            } else {
                ""
            };
            format!("play {tile}{wild} on the {on}, {leaving}")
        }
        Move::Poser(s) => poser_words(view.seat, s, mech.players),
        // Draw, pass, claim, muggins: their record notation says it.
        _ => mv.notation(mech.layout, mech.players, mech.join),
    };
    let mut distinct = view.legal.clone();
    distinct.dedup_by_key(|m| match *m {
        Move::Pose(tile) | Move::Play { tile, .. } => Some(tile),
        _ => None,
    });
    if view.legal.len() == 1 {
        why.push("it is your only move".to_string());
    } else if let Move::Pose(tile) | Move::Play { tile, .. } = mv {
        // One tile that fits more than one end: the reason is the end, not the tile.
        if distinct.len() == 1 {
            why.push(format!("{tile} is the only tile you can play"));
        }
        // What the ends count after it, where fives score during play; and, when another
        // play would score more at once, that the search chose this one anyway.
        let scored = |layout: &crate::rules::Layout| {
            let total = layout.fives_total();
            if total % 5 == 0 {
                total
            } else {
                0
            }
        };
        let total = scored(&after);
        if mech.fives != Fives::Off && total > 0 {
            why.push(format!(
                "the ends then total {total}, a multiple of 5: you score {total}"
            ));
        }
        let best_now = view
            .legal
            .iter()
            .filter_map(|m| match *m {
                Move::Play { tile, end, open } => {
                    let mut other = view.layout;
                    other.place(end, tile, open);
                    Some(scored(&other))
                }
                _ => None,
            })
            .max()
            .unwrap_or(0);
        if mech.fives != Fives::Off && best_now > total {
            why.push(format!(
                "another play scores {best_now} now, but this did better over the rest of the hand in trial games"
            ));
        }
        // Whom the end the move leaves open shuts out (the pose: its ends), by what
        // their passes and draws showed. Not an end the table showed before, which other
        // moves leave as well (a playtest: "0-3 on the 3 arm, leaving 0 open" said to
        // block a player by a 4 end already there).
        if mech.join == Join::Match {
            let opens: Vec<u8> = match mv {
                Move::Play { open, .. } => vec![open],
                _ => after.open_ends().map(|e| after.end_number(e)).collect(),
            };
            for f in Tracker::of(view).seats {
                if let Some(n) = opens.iter().find(|n| f.lacks.contains(n)) {
                    let who = f.seat.name(mech.players);
                    // What their passes and draws showed, said as what was seen.
                    why.push(if view.is_partner(f.seat) {
                        format!(
                            "it leaves a {n} open, which your partner {who} could not play before"
                        )
                    } else {
                        format!("{who} could not play a {n} before, so the {n} end blocks them")
                    });
                }
            }
        }
        // What you keep for the end you make: tiles with its number, or in Matador
        // with the number that makes the target with it.
        if let Move::Play { open, .. } = mv {
            let mut rest = view.hand;
            rest.remove(tile);
            let double = Tile::new(open, open);
            if mech.layout == LayoutKind::Arms && !after.played().contains(double) {
                // French: the arm takes only that double until it is down.
                if rest.contains(double) {
                    why.push(format!(
                        "it leaves a {open} open, where only {double} goes first, and you hold it"
                    ));
                }
            } else if let Some(need) = mech.join.partner(open, mech.set.top()) {
                let keep = (rest & TileSet::with_number(need)).len();
                let s = if keep > 1 { "s" } else { "" };
                if keep > 0 {
                    why.push(format!(
                        "you hold {keep} more {need}{s} for the {open} it leaves open"
                    ));
                }
            }
        }
        let heaviest = view
            .legal
            .iter()
            .filter_map(|m| match *m {
                Move::Pose(t) | Move::Play { tile: t, .. } => Some(t.pips()),
                _ => None,
            })
            .max();
        if distinct.len() > 1 && heaviest == Some(tile.pips()) {
            why.push(format!(
                "it gets rid of the most pips ({}), which count against you if kept",
                tile.pips()
            ));
        }
    }
    let trials = "it did best in many trial games against guesses of the hidden tiles";
    if why.is_empty() {
        why.push(trials.to_string());
    } else if why.len() == 1 && distinct.len() == 1 && view.legal.len() > 1 {
        // The only tile, and nothing said of its end or number: that choice is the
        // search's (a playtest read "3-4 is the only tile you can play" as no reason
        // for the number it left open).
        why.push(format!("played so, {trials}"));
    }
    why.truncate(2);
    (what, why.join("; "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Family, HouseRules, Match, MoveList, Rng, Variant};

    /// Plays the first hand of `seeds` seeded matches of `v` at random, calling `f` with
    /// the view of each seat to move.
    fn each_view(v: &Variant, seeds: u64, mut f: impl FnMut(&View)) {
        for seed in 0..seeds {
            let mut m = Match::new(v.clone(), seed);
            let mut rng = Rng::new(seed);
            let mut scratch = MoveList::new();
            while !m.hand_finished() {
                f(&View::of(&m, m.hand().turn()));
                m.play_random(&mut rng, &mut scratch);
            }
        }
    }

    /// Over random hands of a matching family with a spinner, a scoring one and a plain
    /// line: "your only move" is said only when there is one legal move; a lone tile
    /// that fits two ends is said to be the only tile, and the reason goes on to the
    /// end; where fives score during play, a play that scores says what the ends count.
    #[test]
    fn the_reasons_fit_the_choice_there_was() {
        let (mut only_tile, mut scoring, mut free_poses, mut passed_up) = (0, 0, 0, 0);
        let mut sporting = HouseRules::new();
        sporting.set("pose", "sporting");
        for (family, players, rules) in [
            (Family::AllFives, 2, HouseRules::new()),
            (Family::AllFives, 4, HouseRules::new()),
            (Family::Jamaican, 4, HouseRules::new()),
            (Family::Jamaican, 4, sporting),
        ] {
            let v = Variant::new(family, players, 6, &rules).unwrap();
            for seed in 0..60u64 {
                let mut m = Match::new(v.clone(), seed);
                let mut rng = Rng::new(seed);
                let mut scratch = MoveList::new();
                while !m.hand_finished() {
                    let seat = m.hand().turn();
                    let view = View::of(&m, seat);
                    let tiles: Vec<_> = view
                        .legal
                        .iter()
                        .filter_map(|mv| match *mv {
                            Move::Play { tile, .. } => Some(tile),
                            _ => None,
                        })
                        .collect();
                    let poses = view
                        .legal
                        .iter()
                        .filter(|mv| matches!(mv, Move::Pose(_)))
                        .count();
                    // What each play scores at once (All Fives), and the most of them.
                    let now = |mv: Move| match mv {
                        Move::Play { tile, end, open } => {
                            let mut after = view.layout;
                            after.place(end, tile, open);
                            let total = after.fives_total();
                            if total % 5 == 0 {
                                total
                            } else {
                                0
                            }
                        }
                        _ => 0,
                    };
                    let best_now = view.legal.iter().map(|&m| now(m)).max().unwrap_or(0);
                    for &mv in &view.legal {
                        let (_, why) = hint_parts(&view, mv, None);
                        // A free pose: every tile may lead, so none is "the only one".
                        if poses > 1 {
                            free_poses += 1;
                            assert!(!why.contains("only tile"), "{family:?} {mv:?}: {why}");
                        }
                        assert_eq!(
                            why == "it is your only move",
                            view.legal.len() == 1,
                            "{family:?} {mv:?}: {why}"
                        );
                        let Move::Play { tile, end, open } = mv else {
                            continue;
                        };
                        // A play that scores less than another says the other's points
                        // were passed up; the best-scoring play does not.
                        let said = format!("another play scores {best_now} now");
                        let passes_up = family == Family::AllFives && now(mv) < best_now;
                        if passes_up && !why.starts_with(&format!("{tile} is the only tile")) {
                            passed_up += 1;
                            assert!(why.contains(&said), "{family:?} {mv:?}: {why}");
                        }
                        if !passes_up {
                            assert!(
                                !why.contains("another play scores"),
                                "{family:?} {mv:?}: {why}"
                            );
                        }
                        if view.legal.len() > 1 && tiles.iter().all(|&t| t == tile) {
                            only_tile += 1;
                            let said = format!("{tile} is the only tile you can play");
                            assert!(why.starts_with(&said), "{family:?} {mv:?}: {why}");
                            // And a word on the end or number chosen for it.
                            assert!(why.contains("; "), "{family:?} {mv:?}: {why}");
                        }
                        let mut after = view.layout;
                        after.place(end, tile, open);
                        let total = after.fives_total();
                        if family == Family::AllFives
                            && view.legal.len() > 1
                            && total > 0
                            && total % 5 == 0
                        {
                            scoring += 1;
                            let said = format!(
                                "the ends then total {total}, a multiple of 5: you score {total}"
                            );
                            assert!(why.contains(&said), "{family:?} {mv:?}: {why}");
                        }
                    }
                    m.play_random(&mut rng, &mut scratch);
                }
            }
        }
        assert!(
            only_tile > 20 && scoring > 20 && free_poses > 100 && passed_up > 20,
            "{only_tile} {scoring} {free_poses} {passed_up}"
        );
    }

    /// "You hold 2 more 5s for the 5 it leaves open" counts the tiles that can follow on
    /// the number the play leaves open: with that number where numbers match, with the
    /// number making 7 with it in Matador (a 3 left open takes a 4), and says both. In
    /// French an arm left showing a number whose double is out takes only that double
    /// (a playtest: "you hold 1 more 4" counted a 4-6 the 4 arm could not take), so the
    /// reason names the double, held, or says nothing of what follows.
    #[test]
    fn what_you_hold_for_the_end_you_leave_is_what_follows_there() {
        let mut said = [0; 3];
        for (i, family) in [Family::Jamaican, Family::Matador, Family::French]
            .into_iter()
            .enumerate()
        {
            let v = Variant::new(family, family.player_counts()[0], 6, &HouseRules::new()).unwrap();
            each_view(&v, 40, |view| {
                for &mv in &view.legal {
                    let Move::Play { tile, end, open } = mv else {
                        continue;
                    };
                    let (_, why) = hint_parts(view, mv, None);
                    let mut after = view.layout;
                    after.place(end, tile, open);
                    let mut rest = view.hand;
                    rest.remove(tile);
                    let double = Tile::new(open, open);
                    if family == Family::French && !after.played().contains(double) {
                        let want = format!(
                            "it leaves a {open} open, where only {double} goes first, and you hold it"
                        );
                        assert!(!why.contains(" more "), "{mv:?}: {why}");
                        if why.contains("you hold") {
                            assert!(rest.contains(double) && why.contains(&want), "{why}");
                            said[i] += 1;
                        }
                        continue;
                    }
                    if !why.contains("you hold ") {
                        continue;
                    }
                    let need = if family == Family::Matador {
                        7 - open
                    } else {
                        open
                    };
                    let k = (rest & TileSet::with_number(need)).len();
                    let s = if k > 1 { "s" } else { "" };
                    let want = format!("you hold {k} more {need}{s} for the {open} it leaves open");
                    assert!(why.contains(&want), "{family:?} {mv:?}: {why}");
                    said[i] += 1;
                }
            });
        }
        assert!(said[0] > 50 && said[1] > 50 && said[2] > 20, "{said:?}");
    }

    /// The hint names a wild tile as one in Matador ("play 2-5 (a matador) on the 6
    /// end": a playtest saw 2-5 hinted for an end that needs a 1), and only a wild tile.
    #[test]
    fn the_hint_names_a_matador_as_one() {
        let mut said = [0; 2];
        for family in [Family::Matador, Family::Jamaican] {
            let v = Variant::new(family, 2, 6, &HouseRules::new())
                .or_else(|_| Variant::new(family, 4, 6, &HouseRules::new()))
                .unwrap();
            each_view(&v, 20, |view| {
                for &mv in &view.legal {
                    let Move::Play { tile, .. } = mv else {
                        continue;
                    };
                    let (what, _) = hint_parts(view, mv, None);
                    let wild =
                        family == Family::Matador && (tile.pips() == 7 || tile == Tile::new(0, 0));
                    let named = what.starts_with(&format!("play {tile} (a matador) on the "));
                    assert_eq!(named, wild, "{family:?} {mv:?}: {what}");
                    said[usize::from(wild)] += 1;
                }
            });
        }
        assert!(said[0] > 100 && said[1] > 20, "{said:?}");
    }

    /// A reason that an end shuts a player out names the number the play leaves open,
    /// never an end that was there before it (a playtest's All Fives hint: "play 0-3 on
    /// the 3 arm, leaving 0 open. Why: North could not play a 4 before, so the 4 end
    /// blocks them").
    #[test]
    fn a_shut_out_reason_names_the_end_the_play_leaves() {
        let mut said = 0;
        for family in [
            Family::AllFives,
            Family::Jamaican,
            Family::CutThroat,
            Family::Haitian,
        ] {
            for &players in family.player_counts() {
                let v = Variant::new(family, players, 6, &HouseRules::new()).unwrap();
                for seed in 0..30u64 {
                    let mut m = Match::new(v.clone(), seed);
                    let mut rng = Rng::new(seed);

                    while !m.hand_finished() {
                        let view = View::of(&m, m.hand().turn());
                        for &mv in &view.legal {
                            let Move::Play { open, .. } = mv else {
                                continue;
                            };
                            let (_, why) = hint_parts(&view, mv, None);
                            for n in 0..=6u8 {
                                let shut = format!("could not play a {n} before");
                                let partner = format!("a {n} open, which your partner");
                                if why.contains(&shut) || why.contains(&partner) {
                                    assert_eq!(n, open, "{family:?} {mv:?}: {why}");
                                    said += 1;
                                }
                            }
                        }
                        // Played through the match, so that the view's history holds the passes.
                        let pick = rng.below(view.legal.len() as u32) as usize;
                        m.play(view.legal[pick]).unwrap();
                    }
                }
            }
        }
        assert!(said > 50, "{said}");
    }
}
