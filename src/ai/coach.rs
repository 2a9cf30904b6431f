//! The coach's words (issue 13): why a move is good, said as a player would say it, from
//! one seat's [`View`] alone. The move itself comes from the hard level (the hint asks
//! the AI worker for it); this only explains it, with what the seat can see: its own
//! tiles, the table, and what the others' passes and draws showed (the tile tracker's
//! facts, [`Tracker`]).

use super::View;
use crate::rules::family::Fives;
use crate::rules::{Join, Move, TileSet};
use crate::view::tracker::Tracker;

/// The hint for `mv` in words: "Hint: play 3-5 on the 3 end. Why: East has shown no
/// 5, so they cannot follow there; you keep two more 5s to follow."
pub fn hint_words(view: &View, mv: Move) -> String {
    let (what, why) = hint_parts(view, mv);
    format!("Hint: {what}. Why: {why}.")
}

/// The two parts of [`hint_words`]: the move ("play 3-5 on the 3 end, leaving 5
/// open") and why ("East has shown no 5, so the 5 end stops them"), also used by the
/// hand review.
pub fn hint_parts(view: &View, mv: Move) -> (String, String) {
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
            let on = view.layout.end_label(end);
            let leaving = mech.join.leaving(open, mech.set.top());
            format!("play {tile} on the {on}, {leaving}")
        }
        // Draw, pass, claim, muggins, who poses: their record notation says it.
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
            why.push(format!("{tile} is your only tile that fits"));
        }
        // What the ends count after it, where fives score during play.
        let total = after.fives_total();
        if mech.fives != Fives::Off && total > 0 && total % 5 == 0 {
            why.push(format!("the ends then count {total}, which scores"));
        }
        // Whom the ends left open shut out, by what their passes and draws showed.
        if mech.join == Join::Match {
            let opens: Vec<u8> = after.open_ends().map(|e| after.end_number(e)).collect();
            for f in Tracker::of(view).seats {
                if let Some(n) = opens.iter().find(|n| f.lacks.contains(n)) {
                    let who = f.seat.name(mech.players);
                    why.push(if view.is_partner(f.seat) {
                        format!("your partner {who} has shown no {n}")
                    } else {
                        format!("{who} has shown no {n}, so the {n} end stops them")
                    });
                }
            }
        }
        // What you keep for the end you make.
        if let Move::Play { open, .. } = mv {
            let mut rest = view.hand;
            rest.remove(tile);
            let keep = (rest & TileSet::with_number(open)).len();
            if keep > 0 {
                why.push(format!("you keep {keep} more with a {open} to follow"));
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
            why.push(format!("it sheds {} pips, your heaviest play", tile.pips()));
        }
    }
    if why.is_empty() {
        why.push("it did best over many deals of the tiles you cannot see".to_string());
    }
    why.truncate(2);
    (what, why.join("; "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Family, HouseRules, Match, MoveList, Rng, Variant};

    /// Over random hands of a matching family with a spinner, a scoring one and a plain
    /// line: "your only move" is said only when there is one legal move; a lone tile
    /// that fits two ends is said to be the only tile, and the reason goes on to the
    /// end; where fives score during play, a play that scores says what the ends count.
    #[test]
    fn the_reasons_fit_the_choice_there_was() {
        let (mut only_tile, mut scoring, mut free_poses) = (0, 0, 0);
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
                    for &mv in &view.legal {
                        let (_, why) = hint_parts(&view, mv);
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
                        if view.legal.len() > 1 && tiles.iter().all(|&t| t == tile) {
                            only_tile += 1;
                            let said = format!("{tile} is your only tile that fits");
                            assert!(why.starts_with(&said), "{family:?} {mv:?}: {why}");
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
                            let said = format!("the ends then count {total}, which scores");
                            assert!(why.contains(&said), "{family:?} {mv:?}: {why}");
                        }
                    }
                    m.play_random(&mut rng, &mut scratch);
                }
            }
        }
        assert!(
            only_tile > 20 && scoring > 20 && free_poses > 100,
            "{only_tile} {scoring} {free_poses}"
        );
    }
}
