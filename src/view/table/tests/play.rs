//! Playing a hand: picking tiles and ends, what each family offers and says, the seats'
//! marks.

use super::*;
use crate::rules::Layout;

#[test]
fn a_tile_dropped_on_an_end_plays_there_picked_or_not() {
    // Play random hands through the first choices until a tile of yours fits two
    // ends, then drop it on the last of them without picking it first.
    let mut found = false;
    for seed in 0..60u64 {
        let mut t = jamaican(seed);
        for _ in 0..200 {
            if t.game().hand_finished() {
                break;
            }
            if t.your_turn() {
                let view = t.table_view();
                if let Some((tile, ends)) = view.fits.iter().find(|(_, e)| e.len() >= 2) {
                    let end = *ends.last().expect("end");
                    let after = t.reduce(TableAction::Place(*tile, end));
                    let last = after.game().moves().last().copied();
                    assert!(
                        matches!(last, Some(Move::Play { tile: p, end: e, .. }) if p == *tile && e == end),
                        "{last:?}"
                    );
                    // An end it does not fit changes nothing.
                    let wrong = (0..4)
                        .map(End::new)
                        .find(|e| !ends.contains(e))
                        .expect("end");
                    let same = t.reduce(TableAction::Place(*tile, wrong));
                    assert_eq!(same.game().moves().len(), t.game().moves().len());
                    found = true;
                    break;
                }
            }
            let Some(action) = t.first_choice() else {
                break;
            };
            t = t.reduce(action);
        }
        if found {
            break;
        }
    }
    assert!(found, "no tile fitting two ends in 60 hands");
}

#[test]
fn every_family_and_table_size_plays_to_the_end_of_a_match() {
    for family in Family::ALL {
        for &players in family.player_counts() {
            let (t, hands) = play_out(table(family, players, &[], 3), true);
            let sheet = t.score_sheet();
            assert_eq!(sheet.rows.len(), hands, "{family:?} {players}p");
            assert_eq!(sheet.sides.len(), usize::from(t.game().variant().sides()));
            let end = t.hand_end().expect("a summary at the end");
            assert!(end.match_over.is_some());
            assert!(!end.notes.is_empty(), "{family:?}: no notes");
            assert_eq!(end.hands.len(), usize::from(players));
        }
    }
}

#[test]
fn house_rules_that_change_the_controls_play_through() {
    for (family, players, rules) in [
        (Family::AllFives, 2, &[("muggins", "on")][..]),
        (Family::AllFives, 4, &[("muggins", "on")]),
        (
            Family::Jamaican,
            4,
            &[("pose", "sporting"), ("tie_replay", "on")],
        ),
        (Family::CutThroat, 2, &[("hand_size", "7")]),
        (Family::Haitian, 4, &[("signals", "off")]),
        (Family::Haitian, 2, &[("form", "fourteen")]),
        (Family::BlockDraw, 3, &[("mode", "block")]),
        (Family::Partnership, 4, &[("games", "2")]),
    ] {
        for seed in 0..3 {
            play_out(table(family, players, rules, seed), true);
        }
    }
}

#[test]
fn the_first_page_shows_your_seven_tiles_and_three_seats() {
    let t = jamaican(5);
    assert_eq!(t.hand().len(), 7);
    let seats = t.seats();
    let names: Vec<_> = seats.iter().map(|s| s.name).collect();
    assert_eq!(names, ["South", "East", "North", "West"]);
    let relations: Vec<_> = seats.iter().map(|s| s.relation).collect();
    assert_eq!(
        relations,
        [
            Relation::You,
            Relation::Opponent,
            Relation::Partner,
            Relation::Opponent
        ]
    );
    assert_eq!(seats[2].side, seats[0].side);
    assert_eq!(seats[1].side, Side::new(1));
    assert!(seats[2].label().starts_with("North, partner, 7 tiles"));
    assert!(t.boneyard().is_none());
    assert_eq!(t.said().len(), 1);
    assert!(t.said()[0].starts_with("Hand 1. "));
}

#[test]
fn only_the_six_six_can_be_posed_and_posing_is_announced() {
    let (with, without) = seeds();
    let t = jamaican(with);
    let playable: Vec<_> = t.hand().into_iter().filter(|h| h.playable).collect();
    assert_eq!(playable.len(), 1);
    assert_eq!(playable[0].tile, Tile::new(6, 6));
    assert_eq!(t.controls().prompt, "Your turn: pose 6-6.");
    let after = t.reduce(TableAction::Tile(Tile::new(6, 6)));
    assert_eq!(after.hand().len(), 6);
    // The first hand says what posing is, in the live region only.
    assert_eq!(
        t.said()[0],
        "Hand 1. North is your partner. Your turn: pose 6-6. To pose is to play a hand's first tile."
    );
    // Once a match: your pose's line does not say it again.
    assert_eq!(after.said()[0], "South posed 6-6.");
    assert_eq!(after.log()[0].text, "South posed 6-6");
    assert!(after.seats()[1].to_move);
    assert_eq!(after.controls().prompt, "East to play.");
    assert_eq!(after.table_view().last_move, Some(0));

    let idle = jamaican(without);
    assert!(idle.hand().iter().all(|h| !h.playable));
    let same = idle.reduce(TableAction::Tile(idle.hand()[0].tile));
    assert_eq!(same.game().moves().len(), 0);
    let holder = idle
        .seats()
        .into_iter()
        .find(|s| s.to_move)
        .expect("holder");
    assert_eq!(idle.controls().prompt, format!("{} to pose.", holder.name));
    // A computer poses: its line says what posing is, the hand's first line did not.
    assert!(
        !idle.said()[0].contains(crate::view::table::POSE_MEANS),
        "{}",
        idle.said()[0]
    );
    let action = idle.first_choice().expect("the computer's pose");
    let posed = idle.reduce(action);
    assert_eq!(
        posed.said().last().map(String::as_str),
        Some(
            format!(
                "{} posed 6-6. {}",
                holder.name,
                crate::view::table::POSE_MEANS
            )
            .as_str()
        )
    );
    // Your moves out of turn change nothing.
    for mv in [Move::Pass, Move::Draw, Move::Claim] {
        let same = idle.reduce(TableAction::Move(mv));
        assert_eq!(same.game().moves().len(), 0);
    }
}

#[test]
fn every_seat_shows_its_last_action_and_all_fives_points_run_on_the_sheet() {
    // By your second turn every other seat has moved once: each shows what it did.
    let t = until(jamaican(3), |t| t.game().moves().len() >= 5).expect("a second turn");
    for seat in t.seats().iter().filter(|s| s.relation != Relation::You) {
        let last = seat.last_action().expect("a last action");
        assert!(
            last.starts_with("played ") || last == "passed",
            "{}: {last}",
            seat.name
        );
    }
    // All Fives: points made during the hand show on the sheet before it ends.
    let scored = (0..60).find_map(|seed| {
        until(table(Family::AllFives, 2, &[], seed), |t| {
            let sheet = t.score_sheet();
            sheet
                .running
                .as_ref()
                .is_some_and(|r| r.iter().any(|&p| p > 0))
        })
    });
    let t = scored.expect("points during a hand");
    let sheet = t.score_sheet();
    let made: u32 = t.seats().iter().filter_map(|s| s.points).sum();
    let running: i32 = sheet.running_totals().iter().sum();
    let banked: i32 = sheet.totals.iter().sum();
    assert_eq!(running - banked, made as i32);
}

#[test]
fn a_tile_that_fits_two_ends_asks_which_end() {
    let found = (0..100).find_map(|seed| {
        until(jamaican(seed), |t| {
            // Two ends showing different numbers: not twins.
            t.game().hand().layout().end_number(End::LEFT)
                != t.game().hand().layout().end_number(End::RIGHT)
                && t.hand().iter().any(|h| ends_for(t, h.tile).len() == 2)
        })
    });
    let t = found.expect("some hand offers a tile for two ends");
    let tile = t
        .hand()
        .into_iter()
        .map(|h| h.tile)
        .find(|&tile| ends_for(&t, tile).len() == 2)
        .expect("tile");
    let picked = t.reduce(TableAction::Tile(tile));
    assert_eq!(picked.picked_tile(), Some(tile));
    assert_eq!(picked.game().moves().len(), t.game().moves().len());
    // The live region shows the same lines: the prompt's own line changes instead.
    assert_eq!(picked.screen().said_shown, t.screen().said_shown);
    assert!(t.screen().said_shown.iter().filter(|s| **s).count() <= 1);
    let c = picked.controls();
    let values: Vec<_> = c.ends.iter().map(|e| e.value).collect();
    assert_eq!(values, [End::LEFT, End::RIGHT]);
    // Each paired by a letter with its glow on the table.
    let letters: Vec<_> = c.ends.iter().map(|e| e.letter).collect();
    assert_eq!(letters, [Some('A'), Some('B')]);
    // Each end's button is named by the number open there, which the tile matches, not
    // by left or right, which a bent line makes untrue.
    let layout = t.game().hand().layout();
    for e in &c.ends {
        let n = layout.end_number(e.value);
        assert_eq!(e.label, format!("{n} end"));
        assert!(tile.low() == n || tile.high() == n, "{tile} on {n}");
    }
    assert!(!c.pass && c.draw.is_none());
    assert_eq!(c.prompt, format!("Choose a glowing end for {tile}."));
    assert!(picked.hand().iter().any(|h| h.picked && h.tile == tile));
    // Picking it again, or Cancel, puts it back.
    assert_eq!(picked.reduce(TableAction::Tile(tile)).picked_tile(), None);
    assert_eq!(picked.reduce(TableAction::Cancel).picked_tile(), None);
    // An end it does not fit changes nothing; the right end plays it.
    let played = picked.reduce(TableAction::End(End::RIGHT));
    assert_eq!(played.game().moves().len(), t.game().moves().len() + 1);
    let n = layout.end_number(End::RIGHT);
    let said = format!("South played {tile} on the {n} end");
    assert!(played.said()[0].starts_with(&said), "{:?}", played.said());
    assert!(played.hand().iter().all(|h| h.tile != tile));
}

/// A bare line end and a bare spinner side showing the same number are not twins
/// (All Fives counts a side once a tile lies on it): the player is asked.
#[test]
fn a_bare_line_end_and_a_bare_spinner_side_still_ask() {
    // A tile of your hand that fits a bare line end and a bare side showing the same
    // number.
    let mixed = |t: &TableState| {
        let layout = t.game().hand().layout();
        t.hand().into_iter().map(|h| h.tile).find(|&tile| {
            let bare: Vec<End> = ends_for(t, tile)
                .into_iter()
                .filter(|&e| layout.arm_len(e) == 0)
                .collect();
            bare.iter().any(|&a| {
                bare.iter().any(|&b| {
                    a.index() < 2 && b.index() >= 2 && layout.end_number(a) == layout.end_number(b)
                })
            })
        })
    };
    let t = (0..400)
        .find_map(|seed| {
            until(table(Family::AllFives, 2, &[], seed), |t| {
                mixed(t).is_some()
            })
        })
        .expect("a tile for a bare line end and a bare spinner side");
    let tile = mixed(&t).expect("tile");
    let picked = t.reduce(TableAction::Tile(tile));
    assert!(
        !picked.controls().ends.is_empty(),
        "{tile} was placed without asking"
    );
    assert_eq!(picked.game().moves().len(), t.game().moves().len());
}

/// A table of `family` (from the first seed that comes to one) where a tile of your
/// hand fits two or more covered ends all showing one number, and that tile.
fn covered_ends_of_one_number(family: Family, players: u8) -> (TableState, Tile) {
    let same = |t: &TableState| {
        let layout = t.game().hand().layout();
        t.hand().into_iter().map(|h| h.tile).find(|&tile| {
            let ends = ends_for(t, tile);
            ends.len() >= 2
                && ends.iter().all(|&e| {
                    layout.arm_len(e) > 0 && layout.end_number(e) == layout.end_number(ends[0])
                })
        })
    };
    let t = (0..300)
        .find_map(|seed| until(table(family, players, &[], seed), |t| same(t).is_some()))
        .unwrap_or_else(|| panic!("{family:?}: a tile for two covered ends of one number"));
    let tile = same(&t).expect("tile");
    (t, tile)
}

/// Two covered ends of a plain line showing the same number ("A 2 end, B 2 end") give
/// the same position whichever takes the tile: it goes on the first without asking.
/// All Fives still asks (a double across an end counts twice, a tile beyond the spinner
/// opens its sides): checked below.
#[test]
fn a_tile_for_two_covered_ends_of_one_number_is_played_without_asking() {
    for (family, players) in [(Family::Jamaican, 4), (Family::BlockDraw, 2)] {
        let (t, tile) = covered_ends_of_one_number(family, players);
        played_on_the_first_end_without_asking(&t, tile, family);
    }
}

/// Picking `tile` at `t` plays it on the first end it fits, with no end asked for.
fn played_on_the_first_end_without_asking(t: &TableState, tile: Tile, family: Family) {
    let first = ends_for(t, tile).into_iter().min().expect("an end");
    assert_eq!(t.end_choices(tile), [first], "{family:?}");
    let played = t.reduce(TableAction::Tile(tile));
    assert!(
        played.controls().ends.is_empty(),
        "{family:?}: asked for an end for {tile}"
    );
    match played.game().moves().last() {
        Some(Move::Play { tile: x, end, .. }) => {
            assert_eq!((*x, *end), (tile, first), "{family:?}");
        }
        other => panic!("{family:?}: {tile} not played: {other:?}"),
    }
}

/// An end on a double and a plain end showing the same number give the same position
/// where the ends are not counted: the tile goes on the first without asking (a playtest
/// was asked "A 1 end, B 1 end" in Chiva, one end a 1-1).
#[test]
fn an_end_on_a_double_is_a_twin_where_the_ends_are_not_counted() {
    for (family, players) in [
        (Family::Chiva, 4),
        (Family::Jamaican, 4),
        (Family::BlockDraw, 2),
    ] {
        let mixed = |t: &TableState| {
            let layout = t.game().hand().layout();
            t.hand().into_iter().map(|h| h.tile).find(|&tile| {
                let ends = ends_for(t, tile);
                let n = ends.first().map(|&e| layout.end_number(e));
                ends.len() == 2
                    && ends
                        .iter()
                        .all(|&e| layout.arm_len(e) > 0 && Some(layout.end_number(e)) == n)
                    && layout.ends_on_double(ends[0]) != layout.ends_on_double(ends[1])
            })
        };
        let t = (0..400)
            .find_map(|seed| until(table(family, players, &[], seed), |t| mixed(t).is_some()))
            .unwrap_or_else(|| panic!("{family:?}: a tile for a double's end and a plain end"));
        let tile = mixed(&t).expect("tile");
        played_on_the_first_end_without_asking(&t, tile, family);
    }
}

#[test]
fn a_tile_for_twin_ends_is_played_without_asking() {
    // Only a posed double on the table (or French arms still bare): every end shows
    // its number and any end gives the same position, so the tile goes on the first.
    for (family, players) in [
        (Family::Jamaican, 4),
        (Family::AllFives, 2),
        (Family::Matador, 2),
        (Family::French, 4),
    ] {
        let twins = |t: &TableState| {
            let layout = t.game().hand().layout();
            let bare = layout.open_ends().all(|e| layout.arm_len(e) == 0);
            let pose_double = layout.pose().is_some_and(|p| p.is_double());
            bare && pose_double
                && t.hand().iter().any(|h| {
                    let mut ends = ends_for(t, h.tile);
                    ends.dedup();
                    ends.len() >= 2
                })
        };
        let t = (0..300)
            .find_map(|seed| until(table(family, players, &[], seed), twins))
            .unwrap_or_else(|| panic!("{family:?}: a tile for twin ends"));
        let tile = t
            .hand()
            .into_iter()
            .map(|h| h.tile)
            .find(|&tile| ends_for(&t, tile).len() >= 2)
            .expect("tile");
        let first = ends_for(&t, tile).into_iter().min().expect("an end");
        let picked = t.reduce(TableAction::Tile(tile));
        let c = picked.controls();
        assert!(c.ends.is_empty(), "{family:?}: asked for an end for {tile}");
        match picked.game().moves().last() {
            // A Matador wild tile still asks which number stays open, on the first end.
            _ if !c.opens.is_empty() => {
                assert_eq!(picked.picked, Picked::TileOn(tile, first), "{family:?}");
            }
            Some(Move::Play { tile: x, end, .. }) => {
                assert_eq!((*x, *end), (tile, first), "{family:?}");
            }
            other => panic!("{family:?}: {tile} not played: {other:?}"),
        }
    }
}

#[test]
fn all_fives_plays_say_what_they_scored_in_the_log_and_beside_the_seat() {
    for muggins in ["off", "on"] {
        let mut t = table(Family::AllFives, 2, &[("muggins", muggins)], 4);
        let (mut scoring, mut claimed) = (0, 0);
        // What each seat's last play made it, claims after it included: its badge.
        let mut made = [0u32; 4];
        for _ in 0..2_000 {
            let Some(action) = t.first_choice() else {
                break;
            };
            let hand = t.game().hand();
            let seat = hand.turn();
            let earned = hand.earned(seat);
            // A pass that is not a claim let go ends what the seat shows, as a draw does.
            let real_pass = hand.pending_claim().is_none_or(|p| p.missed);
            let (number, logged) = (t.hand_number(), t.log().len());
            let next = t.reduce(action);
            if next.hand_number() != number {
                made = [0; 4];
            } else if let Some(&mv) = next.game().moves().last() {
                let gained = next.game().hand().earned(seat) - earned;
                match mv {
                    Move::Pose(_) | Move::Play { .. } => made[seat.index()] = gained,
                    Move::Claim => {
                        made[seat.index()] += gained;
                        claimed += 1;
                        // The next computer move waits for a claim's points to be read
                        // (the claimer may be another seat than the one to move).
                        if let Some(l) = next.log().last().filter(|l| l.text.contains(" claimed "))
                        {
                            assert!(next.last_move_scored(), "{}", l.text);
                        }
                    }
                    Move::Draw => made[seat.index()] = 0,
                    Move::Pass if real_pass => made[seat.index()] = 0,
                    _ => {}
                }
                for s in next.seats() {
                    let want =
                        (made[s.seat.index()] > 0 && !s.to_move).then_some(made[s.seat.index()]);
                    assert_eq!(s.scored, want, "muggins {muggins}, {}: {mv:?}", s.name);
                }
            }
            if next.hand_number() == number && next.log().len() == logged + 1 {
                let text = &next.log()[logged].text;
                let after = next.game().hand();
                let pending = after
                    .pending_claim()
                    .filter(|p| p.seat == seat && !p.missed);
                let scored = after.earned(seat) - earned;
                let placed = text.contains(" played ") || text.contains(" posed ");
                if let (true, Some(p)) = (placed, pending) {
                    let p = p.points;
                    assert!(
                        text.ends_with(&format!(", making {p} points to claim")),
                        "{text}"
                    );
                    scoring += 1;
                } else if placed && scored > 0 {
                    assert!(text.ends_with(&format!(", scoring {scored}")), "{text}");
                    scoring += 1;
                } else if placed {
                    assert!(
                        !text.contains("scoring") && !text.contains("making"),
                        "{text}"
                    );
                }
                // A scoring play, and only that, holds the next computer move longer.
                assert_eq!(next.last_move_scored(), scored > 0, "{text}");
            }
            t = next;
        }
        assert!(
            scoring >= 3,
            "muggins {muggins}: only {scoring} scoring plays"
        );
        assert_eq!(
            claimed > 0,
            muggins == "on",
            "muggins {muggins}: {claimed} claims"
        );
    }
}

/// Plays `t` on with [`TableState::first_choice`], `steps` actions at most; for each play
/// that the log tells in one line, `each(the table before it, the play, that line)`.
fn each_logged_play(mut t: TableState, steps: usize, mut each: impl FnMut(&Layout, Move, &str)) {
    for _ in 0..steps {
        let Some(action) = t.first_choice() else {
            break;
        };
        let (hand, logged) = (t.hand_number(), t.log().len());
        let before = *t.game().hand().layout();
        t = t.reduce(action);
        match t.game().moves().last() {
            Some(&mv @ Move::Play { .. })
                if t.hand_number() == hand && t.log().len() == logged + 1 =>
            {
                each(&before, mv, &t.log()[logged].text);
            }
            _ => {}
        }
    }
}

/// How the log names `end` of the table `before` a play on it: "the 6", or "a 6" ("an 8")
/// where another open end shows that number too.
fn article(before: &Layout, end: End) -> &'static str {
    let n = before.end_number(end);
    match before
        .open_ends()
        .filter(|&e| before.end_number(e) == n)
        .count()
    {
        1 => "the",
        _ if n == 8 || n == 11 || n == 18 => "an",
        _ => "a",
    }
}

#[test]
fn a_play_on_one_of_two_ends_showing_its_number_says_a_not_the() {
    // The ninth playtest read "on the 4 arm" in French with two arms showing 4. Every
    // play of Jamaican, French and double-nine Block & Draw hands: "the 6 end" where
    // one end shows 6, "a 6 end" ("an 8 end") where more do (both ends of a double
    // posed, two arms).
    let mut seen = std::collections::BTreeMap::new();
    let games = [
        (Family::Jamaican, 4, 6),
        (Family::French, 4, 6),
        (Family::BlockDraw, 2, 9),
    ];
    for (family, players, set) in games {
        for seed in 0..6 {
            let v = Variant::new(family, players, set, &HouseRules::new()).expect("a game");
            let t = TableState::new(v, [crate::ai::Level::Easy; 4], seed);
            each_logged_play(t, 300, |before, mv, text| {
                let Move::Play { tile, end, .. } = mv else {
                    return;
                };
                let word = article(before, end);
                *seen.entry(word).or_insert(0usize) += 1;
                let on = before.end_label(end);
                assert!(
                    text.contains(&format!(" played {tile} on {word} {on}")),
                    "{text}"
                );
            });
        }
    }
    let count = |w| seen.get(w).copied().unwrap_or(0);
    assert!(
        count("a") > 10 && count("an") > 0 && count("the") > 100,
        "{seen:?}"
    );
}

#[test]
fn matador_plays_say_which_number_is_left_open() {
    let mut plays = 0;
    each_logged_play(
        table(Family::Matador, 3, &[], 2),
        2_000,
        |before, mv, text| {
            let Move::Play { tile, end, open } = mv else {
                return;
            };
            // The end by the number open there before the play (as its marker showed it),
            // then the number left open and what a tile needs there to make 7 (no tile
            // makes 7 with a 0: only a matador).
            let (the, on) = (article(before, end), before.end_number(end));
            assert!(
                text.contains(&format!(" played {tile} on {the} {on} end, ")),
                "{text}"
            );
            let needs = match open {
                0 => "only a matador".to_string(),
                n => format!("needs {}", 7 - n),
            };
            assert!(
                text.ends_with(&format!(", leaving {open} open ({needs})")),
                "{text}"
            );
            plays += 1;
        },
    );
    assert!(plays > 10, "only {plays} plays");
}

#[test]
fn matador_end_choices_name_the_number_open_as_the_table_marks_it() {
    // Each end's button is named by the number open there, as its marker on the table
    // shows it and every sentence says it (one number for one end): never the number a
    // tile needs there (the 7-complement), which the marker's title and the log add.
    let asks = |t: &TableState| {
        t.game().hand().phase() == Phase::Play
            && t.hand().iter().any(|h| {
                h.playable
                    && !t
                        .reduce(TableAction::Tile(h.tile))
                        .controls()
                        .ends
                        .is_empty()
            })
    };
    let mut seen = 0;
    for seed in 0..200 {
        let Some(t) = until(table(Family::Matador, 2, &[], seed), asks) else {
            continue;
        };
        let layout = t.game().hand().layout();
        for h in t.hand().iter().filter(|h| h.playable) {
            for e in t.reduce(TableAction::Tile(h.tile)).controls().ends {
                let n = layout.end_number(e.value);
                assert_eq!(e.label, format!("{n} end"), "{} on {n}", h.tile);
                seen += 1;
            }
        }
        if seen >= 20 {
            break;
        }
    }
    assert!(seen >= 20, "only {seen} end choices seen");
}

/// Matador's prompt on your turn says what the ends need (the markers show the numbers
/// open: a playtest looked for a 4 beside a 4 end): every number that joins an open end
/// by adding up to the target, once each (a blank, closed to all but a wild tile, is
/// not named; only blanks: "play a matador"); every tile you can play that is not wild
/// shows one of those numbers. Other families say "play a tile".
#[test]
fn matadors_prompt_says_what_the_ends_need() {
    let (mut said, mut blanks_beside) = (0, 0);
    for (players, set) in [(2, 6), (3, 6), (4, 9), (2, 15)] {
        let variant = Variant::new(Family::Matador, players, set, &HouseRules::new()).unwrap();
        let top = variant.set().top();
        let target = top + 1;
        for seed in 0..30 {
            let mut t = TableState::new(variant.clone(), [Level::Random; 4], seed);
            for _ in 0..300 {
                let playing = t.game().hand().phase() == Phase::Play
                    && t.your_turn()
                    && t.picked_tile().is_none()
                    && t.legal().iter().any(|m| matches!(m, Move::Play { .. }));
                if playing {
                    let layout = t.game().hand().layout();
                    let mut needs: Vec<String> = Vec::new();
                    let mut numbers = Vec::new();
                    for e in layout.open_ends() {
                        let n = layout.end_number(e);
                        numbers.push(n);
                        if n > 0 && !needs.contains(&(target - n).to_string()) {
                            needs.push((target - n).to_string());
                        }
                    }
                    // Beside a blank, the one end that needs something is named.
                    let want = match (needs.as_slice(), numbers.as_slice()) {
                        ([], _) => "Your turn: play a matador.".to_string(),
                        ([need], [0, n] | [n, 0]) => {
                            blanks_beside += 1;
                            format!("Your turn: the {n} end needs {need}.")
                        }
                        _ => format!("Your turn: ends need {}.", needs.join(" and ")),
                    };
                    assert_eq!(t.prompt(), want, "seed {seed}");
                    for m in t.legal() {
                        if let Move::Play { tile, .. } = *m {
                            let wild = tile.pips() == u32::from(target) || tile == Tile::new(0, 0);
                            let shows = |k: u8| needs.contains(&k.to_string());
                            assert!(
                                wild || shows(tile.low()) || shows(tile.high()),
                                "{tile}: {want}"
                            );
                        }
                    }
                    said += 1;
                }
                let Some(action) = t.first_choice() else {
                    break;
                };
                t = t.reduce(action);
            }
        }
    }
    assert!(said > 200, "only {said} turns");
    assert!(
        blanks_beside > 10,
        "only {blanks_beside} turns with a blank end open"
    );
    let t = jamaican(1);
    let t = until(t, |t| {
        t.your_turn() && t.game().hand().phase() == Phase::Play
    })
    .expect("a turn");
    assert_eq!(t.prompt(), "Your turn: play a tile.");
}

#[test]
fn a_matador_wild_tile_asks_which_number_stays_open() {
    let is_wild =
        |h: &crate::view::screen::HandTile| h.playable && !h.tile.is_double() && h.tile.pips() == 7;
    let found = (0..200).find_map(|seed| {
        until(table(Family::Matador, 2, &[], seed), |t| {
            t.game().hand().phase() == Phase::Play && t.hand().iter().any(is_wild)
        })
    });
    let t = found.expect("a wild tile to play");
    let wild = t.hand().into_iter().find(is_wild).expect("wild").tile;
    let mut picked = t.reduce(TableAction::Tile(wild));
    let c = picked.controls();
    if !c.ends.is_empty() {
        let layout = t.game().hand().layout();
        let labels: Vec<_> = c.ends.iter().map(|e| e.label.clone()).collect();
        let want: Vec<_> = [End::LEFT, End::RIGHT].map(|e| layout.end_label(e)).into();
        assert_eq!(labels, want);
        assert!(c.opens.is_empty());
        picked = picked.reduce(TableAction::End(End::LEFT));
    }
    assert_eq!(picked.game().moves().len(), t.game().moves().len());
    let c = picked.controls();
    assert!(c.ends.is_empty());
    let opens: Vec<_> = c.opens.iter().map(|o| o.value).collect();
    assert_eq!(opens, [wild.low(), wild.high()]);
    assert_eq!(c.opens[0].label, format!("Leave {} open", wild.low()));
    assert_eq!(c.prompt, format!("Choose which number {wild} leaves open."));
    // The end chosen keeps its glow while the number is chosen (a playtest: it went
    // out, and with it which end had been picked); before that, no end was waited on.
    let Picked::TileOn(_, on) = picked.picked() else {
        panic!("the wild tile waits on an end")
    };
    assert_eq!(picked.table_view().picked_on, Some(on));
    assert_eq!(t.table_view().picked_on, None);
    let played = picked.reduce(TableAction::Open(wild.high()));
    let last = *played.game().moves().last().expect("a move");
    assert!(matches!(last, Move::Play { tile, open, .. } if tile == wild && open == wild.high()));
    let view = played.table_view();
    assert_eq!(view.matador_target, Some(7));
    assert!(!view.doubles_crosswise);
    assert_eq!(view.picked_on, None);
}

#[test]
fn muggins_claims_are_offered_after_your_scoring_play() {
    let found = (0..300).find_map(|seed| {
        until(
            table(Family::AllFives, 2, &[("muggins", "on")], seed),
            |t| t.controls().claim.is_some(),
        )
    });
    let t = found.expect("a scoring play of yours");
    let c = t.controls();
    let points = c.claim.expect("points");
    assert!(points % 5 == 0 && points > 0);
    assert!(!c.pass, "Pass is replaced by Don't claim");
    assert!(t.hand().iter().all(|h| !h.playable));
    assert!(c.prompt.contains("claim"));
    let claimed = t.reduce(TableAction::Move(Move::Claim));
    assert_eq!(
        claimed.game().hand().earned(YOU),
        t.game().hand().earned(YOU) + points
    );
    assert_eq!(claimed.said()[0], format!("South claimed {points} points."));
    let declined = t.reduce(TableAction::Move(Move::Pass));
    assert!(
        !matches!(declined.mark(YOU), SeatMark::Passed),
        "not a pass at the seat"
    );
    assert!(declined.said()[0].contains("did not claim"));
}

#[test]
fn french_offers_pass_always_with_a_warning_and_poses_doubles() {
    let t = until(table(Family::French, 4, &[], 1), |t| {
        t.game().hand().phase() == Phase::Play
    })
    .expect("your turn in French");
    let c = t.controls();
    assert!(c.pass, "French: Pass is always offered");
    assert!(c.pass_warning.is_some_and(|w| w.contains("10")));
    let passed = t.reduce(TableAction::Move(Move::Pass));
    // A pass that costs a penalty says so at the seat.
    let penalized = passed.game().hand().penalties(YOU) > t.game().hand().penalties(YOU);
    let (mark, text, last) = if penalized {
        (SeatMark::PassPenalty, "Pass, +10 penalty", "passed +10")
    } else {
        (SeatMark::Passed, "Pass", "passed")
    };
    assert_eq!(passed.mark(YOU), mark);
    assert!(penalized, "this deal: a tile fits, so the pass costs");
    // The button said the cost before, the live region says it after.
    assert_eq!(c.pass_cost, penalized.then_some(10));
    let said = if penalized {
        "South passed: +10 penalty."
    } else {
        "South passed."
    };
    assert_eq!(passed.said().last().map(String::as_str), Some(said));
    assert_eq!(passed.seats()[0].mark_text().as_deref(), Some(text));
    assert_eq!(passed.seats()[0].last_action().as_deref(), Some(last));
    assert_eq!(t.table_view().kind, LayoutKind::Arms);
    // A later hand: the winner poses a double of their choice.
    let later = (0..40).find_map(|seed| {
        until(table(Family::French, 4, &[], seed), |t| {
            t.hand_number() > 1 && t.game().hand().phase() == Phase::Pose
        })
    });
    let t = later.expect("you pose a later hand");
    let playable: Vec<_> = t.hand().into_iter().filter(|h| h.playable).collect();
    if playable.is_empty() {
        assert!(t.controls().pass);
        assert_eq!(t.controls().prompt, "You hold no double: pass the pose on.");
    } else {
        assert!(playable.iter().all(|h| h.tile.is_double()));
        assert_eq!(t.controls().prompt, "Your turn: pose any double.");
    }
}

#[test]
fn a_haitian_signal_goes_with_your_play_and_shows_at_your_seat() {
    let t = until(table(Family::Haitian, 4, &[], 2), |t| {
        t.game().hand().phase() == Phase::Play && t.hand().iter().any(|h| h.playable)
    })
    .expect("your play in Haitian");
    assert!(t.controls().signals);
    let t = t.reduce(TableAction::Signal(Some(Signal::Strong)));
    assert_eq!(t.controls().signal, Some(Signal::Strong));
    let mut t = t;
    while t.picked_tile().is_some() || t.hand().iter().any(|h| h.playable) {
        let action = t.first_choice().expect("a choice");
        t = t.reduce(action);
        if !t.your_turn() {
            break;
        }
    }
    let you = &t.seats()[0];
    let (signal, _) = you.signal.expect("your signal shows at your seat");
    assert_eq!(signal, Signal::Strong);
    assert!(
        t.said()[0].contains("and signals 2+ more "),
        "{}",
        t.said()[0]
    );
    assert_eq!(t.signal(), None, "a signal goes with one play only");
    // Computer partners signal too.
    let (t, _) = play_out(table(Family::Haitian, 4, &[], 9), false);
    assert!(t.sheet().len() > 1);
    let with_signals = until(table(Family::Haitian, 4, &[], 9), |t| {
        t.seats()[1..].iter().any(|s| s.signal.is_some())
    });
    assert!(with_signals.is_some());
    // Not where the option is off.
    let off = table(Family::Haitian, 4, &[("signals", "off")], 2);
    assert!(
        !off.reduce(TableAction::Signal(Some(Signal::Some)))
            .controls()
            .signals
    );
}

#[test]
fn a_signal_badge_goes_once_its_seat_plays_that_number() {
    // The ninth playtest: "1 more 4" stayed on your seat after your 4 was down. Haitian
    // hands where you signal with your first play of each hand ("1 more" on even seeds,
    // "2+ more" on odd ones) and then play on without signalling: your badge as you play
    // tiles of that number, counted here as you play them. A computer signals with every
    // play, so its badge is always its latest play's signal.
    let mut seen = [[0usize; 3]; 2];
    for seed in 0..8 {
        let said = if seed % 2 == 0 {
            Signal::Some
        } else {
            Signal::Strong
        };
        let mut t = table(Family::Haitian, 4, &[], seed);
        // Your signal this hand (its number) and your tiles of that number played since.
        let mut yours: Option<(u8, usize)> = None;
        for _ in 0..400 {
            for seat in t.seats() {
                let last = t
                    .game()
                    .signals()
                    .iter()
                    .rev()
                    .find(|e| e.seat == seat.seat);
                if seat.seat != YOU {
                    assert_eq!(seat.signal, last.map(|e| (e.signal, e.number)));
                    continue;
                }
                let want = match (said, yours) {
                    (_, None) => None,
                    (signal, Some((n, 0))) => Some((signal, n)),
                    (Signal::Strong, Some((n, 1))) => Some((Signal::Some, n)),
                    _ => None,
                };
                assert_eq!(seat.signal, want, "seed {seed}: {yours:?}");
                if let Some((_, played)) = yours {
                    seen[seed as usize % 2][played.min(2)] += 1;
                }
            }
            if t.your_turn() && yours.is_none() {
                t = t.reduce(TableAction::Signal(Some(said)));
            }
            let Some(action) = t.first_choice() else {
                break;
            };
            let (hand, moves) = (t.hand_number(), t.game().moves().len());
            let mover = t.game().hand().turn();
            t = t.reduce(action);
            if t.hand_number() != hand {
                yours = None;
                continue;
            }
            if mover != YOU || t.game().moves().len() != moves + 1 {
                continue;
            }
            if let Some(&Move::Play { tile, .. }) = t.game().moves().last() {
                match &mut yours {
                    None => yours = t.game().signals().last().map(|e| (e.number, 0)),
                    Some((n, played)) => *played += usize::from(tile.has(*n)),
                }
            }
        }
    }
    // Each signal seen shown, spent and (2+ more) spent by two.
    assert!(seen.iter().all(|s| s[0] > 10 && s[1] > 3), "{seen:?}");
    assert!(seen[1][2] > 0, "{seen:?}");
}

#[test]
fn your_team_chooses_its_poser() {
    let found = (0..200).find_map(|seed| {
        until(jamaican(seed), |t| {
            matches!(t.game().hand().phase(), Phase::ChoosePoser(_))
        })
    });
    let t = found.expect("your team poses a later hand");
    let c = t.controls();
    let labels: Vec<_> = c.posers.iter().map(|p| p.label.as_str()).collect();
    assert_eq!(labels, ["You pose", "North poses"]);
    assert_eq!(c.prompt, "Your team poses: choose who.");
    // The hint names the choice as its buttons do, not in the record's notation.
    let view = crate::ai::View::of(t.game(), YOU);
    let hint = |s| crate::ai::coach::hint_words(&view, Move::Poser(s), None);
    assert!(
        hint(Seat::new(2)).starts_with("Hint: North poses. Why: "),
        "{}",
        hint(Seat::new(2))
    );
    assert!(
        hint(YOU).starts_with("Hint: you pose. Why: "),
        "{}",
        hint(YOU)
    );
    let north = t.reduce(TableAction::Move(Move::Poser(Seat::new(2))));
    assert_eq!(north.game().hand().turn(), Seat::new(2));
    assert_eq!(north.said()[0], "North will pose.");
    let you = t.reduce(TableAction::Move(Move::Poser(YOU)));
    assert!(
        you.hand().iter().all(|h| h.playable),
        "any tile may be posed"
    );
}

#[test]
fn draw_games_show_the_boneyard_and_who_drew() {
    let t = until(table(Family::BlockDraw, 2, &[], 4), |t| {
        t.controls().draw == Some(true)
    })
    .expect("you must draw at some point");
    let before = t.boneyard().expect("a boneyard");
    assert_eq!(t.controls().prompt, "Nothing fits: draw until one fits.");
    // One Draw draws until a tile fits: seed 4 brings four tiles.
    let drawn = t.reduce(TableAction::Move(Move::Draw));
    assert_eq!(drawn.boneyard(), Some(before - 4));
    assert_eq!(drawn.mark(YOU), SeatMark::Drew(4));
    assert_eq!(drawn.seats()[0].mark_text().as_deref(), Some("Drew 4"));
    assert_eq!(drawn.said()[0], "South drew 4 tiles from the boneyard.");
}

/// One Draw draws until a tile fits or the boneyard is empty (Block & Draw, All Fives;
/// Matador once drawing is the only move): each draw is its own move in the engine and
/// in the record, a replay of the record gives the same table, and undo takes back a
/// Draw that was a choice with every draw after it.
#[test]
fn one_draw_draws_until_a_tile_fits_each_draw_its_own_move() {
    let mut runs = 0;
    let mut undone = 0;
    for (family, players) in [
        (Family::BlockDraw, 2),
        (Family::BlockDraw, 3),
        (Family::AllFives, 2),
        (Family::Matador, 2),
    ] {
        for seed in 0..6 {
            let mut t = table(family, players, &[], seed);
            for _ in 0..3_000 {
                let Some(action) = t.first_choice() else {
                    break;
                };
                let next = t.reduce(action);
                if action == TableAction::Move(Move::Draw) {
                    let n = t.game().moves().len();
                    let added: Vec<_> = next.game().history().skip(n).collect();
                    assert!(!added.is_empty(), "{family:?} seed {seed}");
                    assert!(
                        added.iter().all(|&(s, m)| s == YOU && m == Move::Draw),
                        "{family:?} seed {seed}: {added:?}"
                    );
                    if !next.game().hand_finished() {
                        assert!(
                            next.legal() != [Move::Draw],
                            "{family:?} seed {seed}: still only Draw after {} draws",
                            added.len()
                        );
                    }
                    let lines = next.transcript().last().expect("a hand").len();
                    assert_eq!(lines, n + added.len(), "each draw is a line of the record");
                    let again = TableState::replay(
                        next.game().variant().clone(),
                        [Level::Easy; 4],
                        seed,
                        next.transcript(),
                    )
                    .expect("the record replays");
                    assert_eq!(again.game().moves(), next.game().moves());
                    assert_eq!(again.rack(), next.rack(), "{family:?} seed {seed}");
                    runs += usize::from(added.len() > 1);
                }
                // Matador: a Draw chosen while a tile fits is a decision, taken back by
                // undo with the draws it led to.
                let chosen = TableAction::Move(Move::Draw);
                if t.your_turn() && t.legal().len() > 1 && t.legal().contains(&Move::Draw) {
                    let drew = t.reduce(chosen);
                    if !drew.game().hand_finished() {
                        let back = drew.reduce(TableAction::Undo);
                        assert_eq!(back.game().moves(), t.game().moves(), "undo");
                        assert_eq!(back.rack(), t.rack(), "undo");
                        undone += 1;
                    }
                }
                t = next;
            }
        }
    }
    assert!(
        runs > 20 && undone > 0,
        "draws of several tiles {runs}, undone {undone}"
    );
}

#[test]
fn draws_in_a_row_make_one_line_with_their_count() {
    let mut counted = 0;
    for seed in 0..6 {
        let mut t = table(Family::BlockDraw, 2, &[], seed);
        for _ in 0..2_000 {
            let Some(action) = t.first_choice() else {
                break;
            };
            let seat = t.game().hand().turn();
            let (hand, logged) = (t.hand_number(), t.log().len());
            let next = t.reduce(action);
            if next.hand_number() == hand && matches!(next.game().moves().last(), Some(Move::Draw))
            {
                if let SeatMark::Drew(n @ 2..) = next.mark(seat) {
                    // The same line, now with the count (a line for your draws,
                    // made at once); said so too.
                    assert!(next.log().len() <= logged + usize::from(seat == YOU));
                    let line = next.log().last().expect("a line");
                    assert_eq!(line.seat, seat);
                    assert!(
                        line.text
                            .ends_with(&format!(" drew {n} tiles from the boneyard")),
                        "{}",
                        line.text
                    );
                    let said: Vec<_> = next
                        .said()
                        .iter()
                        .filter(|l| l.contains(" drew "))
                        .collect();
                    assert_eq!(said, [&format!("{}.", line.text)]);
                    counted += 1;
                } else {
                    assert_eq!(next.log().len(), logged + 1);
                }
            }
            t = next;
        }
    }
    assert!(counted >= 3, "only {counted} repeated draws");
}

#[test]
fn no_boneyard_no_draw_button_where_the_deal_takes_every_tile() {
    // Matador with four takes all 28 tiles: nothing to draw, ever.
    let t = table(Family::Matador, 4, &[], 3);
    assert_eq!(t.boneyard(), None);
    assert_eq!(t.controls().draw, None);
    assert_eq!(t.screen().boneyard, None);
    let (end, _) = play_out(t, true);
    assert_eq!(end.boneyard(), None);
    // With two there is a boneyard, shown even once it has run out.
    let t = table(Family::Matador, 2, &[], 3);
    assert!(t.boneyard().is_some_and(|n| n > 0));
    assert!(t.controls().draw.is_some());
    let empty = until(t, |t| t.boneyard() == Some(0)).expect("the boneyard runs out");
    assert!(empty.controls().draw.is_some());
}

/// Your rack keeps the rows of the most tiles you held this hand: that count never falls
/// within a hand, grows with your draws, and starts again with each deal; the table is
/// told the most tiles the hand can lay (those down, in hands and left to draw), which
/// stays the same all hand.
#[test]
fn the_most_tiles_held_and_laid_stay_all_hand() {
    for (family, players) in [(Family::CutThroat, 3), (Family::BlockDraw, 2)] {
        let mut t = table(family, players, &[], 4);
        let mut seen = (t.hand_number(), t.most_held(), t.table_view().most);
        let mut drew = false;
        for _ in 0..2_000 {
            let Some(action) = t.first_choice() else {
                break;
            };
            let mine = t.your_turn();
            let before = t.hand().len();
            t = t.reduce(action);
            let (hand, held, most) = (t.hand_number(), t.most_held(), t.table_view().most);
            assert!(
                held >= t.hand().len(),
                "{family:?}: held {held} < {}",
                t.hand().len()
            );
            if hand == seen.0 && !t.game().hand_finished() {
                assert!(
                    held >= seen.1,
                    "{family:?}: the most held fell {} -> {held}",
                    seen.1
                );
                assert_eq!(most, seen.2, "{family:?}: the most tiles laid changed");
                if mine && t.hand().len() > before {
                    drew = true;
                    assert!(held >= t.hand().len());
                }
            } else if hand != seen.0 {
                assert_eq!(held, t.hand().len(), "{family:?}: a new deal's most held");
            }
            seen = (hand, held, most);
        }
        assert!(family != Family::BlockDraw || drew, "you never drew");
        assert!(t.hand_number() > 1, "{family:?}: one hand only");
    }
}

/// The table names the key tile only where going out with it scores: Jamaican with its
/// key tile rule on, not with it off, nor Cut Throat, Haitian or Chiva, whose lines
/// have hard ends too (a playtest read "Key tile ... scores double" in Cut Throat).
#[test]
fn the_key_tile_is_named_only_where_it_scores() {
    assert!(jamaican(3).table_view().key_scores);
    assert!(
        !table(Family::Jamaican, 4, &[("key_tile", "off")], 3)
            .table_view()
            .key_scores
    );
    for family in [Family::CutThroat, Family::Haitian, Family::Chiva] {
        assert!(
            !table(family, 4, &[], 3).table_view().key_scores,
            "{family:?}"
        );
    }
}

#[test]
fn end_buttons_say_what_each_end_scores_in_all_fives() {
    // At each of your turns, every tile of yours that fits two ends or more is picked:
    // each end's button says what playing there scores (the ends' total when it is a
    // multiple of five), and only there.
    let (mut choices, mut scoring, mut differing) = (0, 0, 0);
    for muggins in ["off", "on"] {
        for seed in 0..12 {
            let mut t = table(Family::AllFives, 2, &[("muggins", muggins)], seed);
            for _ in 0..300 {
                if t.game().hand_finished() {
                    break;
                }
                if t.your_turn() && t.game().hand().pending_claim().is_none() {
                    for tile in t.hand().into_iter().map(|h| h.tile) {
                        let ends = t.reduce(TableAction::Tile(tile)).controls().ends;
                        if ends.len() < 2 {
                            continue;
                        }
                        let mut seen = Vec::new();
                        for e in &ends {
                            let played = t
                                .reduce(TableAction::Tile(tile))
                                .reduce(TableAction::End(e.value));
                            let layout = played.game().hand().layout();
                            let total = layout.fives_total();
                            // The table's sum of the ends adds up to the count.
                            assert_eq!(layout.fives_counts().iter().sum::<u32>(), total);
                            let scores = (total > 0 && total % 5 == 0).then_some(total);
                            assert_eq!(
                                e.points, scores,
                                "muggins {muggins}, seed {seed}: {tile} on {}",
                                e.label
                            );
                            choices += 1;
                            scoring += usize::from(scores.is_some());
                            seen.push(e.points);
                        }
                        seen.dedup();
                        differing += usize::from(seen.len() > 1);
                    }
                }
                let Some(action) = t.first_choice() else {
                    break;
                };
                t = t.reduce(action);
            }
        }
    }
    assert!(
        scoring >= 5 && differing >= 5 && choices > scoring,
        "{choices} choices, {scoring} scoring, {differing} differing"
    );
    // Where plays score nothing, no button says points.
    let mut asked = 0;
    let mut t = jamaican(3);
    for _ in 0..200 {
        if t.your_turn() {
            for h in t.hand() {
                let c = t.reduce(TableAction::Tile(h.tile)).controls();
                assert!(c.ends.iter().all(|e| e.points.is_none()), "{:?}", c.ends);
                asked += usize::from(!c.ends.is_empty());
            }
        }
        let Some(action) = t.first_choice() else {
            break;
        };
        t = t.reduce(action);
    }
    assert!(asked >= 3, "only {asked} Jamaican end choices");
}

/// Ends that take fewer tiles than join them are marked for the table: French arms with
/// the one tile they take (the double of their number) or none (while a side of the
/// first double is bare), Matador's blank ends with none; nothing in Jamaican.
#[test]
fn ends_held_back_say_what_they_take_in_french_and_matador() {
    let (mut doubles, mut bare) = (0, 0);
    for seed in 0..20 {
        let mut t = table(Family::French, 4, &[], seed);
        for _ in 0..200 {
            let view = t.table_view();
            let hand = t.game().hand();
            for &(e, takes) in &view.held_back {
                let n = hand.layout().end_number(e);
                match takes {
                    Some(tile) => {
                        assert_eq!(tile, Tile::new(n, n), "seed {seed}");
                        doubles += 1;
                    }
                    None => {
                        assert!(hand.end_takes(e).is_empty(), "seed {seed}");
                        bare += 1;
                    }
                }
            }
            let Some(action) = t.first_choice() else {
                break;
            };
            t = t.reduce(action);
        }
    }
    assert!(
        doubles > 0 && bare > 0,
        "{doubles} arms taking a double, {bare} taking none"
    );
    let t = until(jamaican(1), |t| t.game().moves().len() > 6).expect("a Jamaican line");
    assert!(t.table_view().held_back.is_empty());
    // Matador: exactly its blank ends, closed to all but a matador.
    let mut blanks = 0;
    for seed in 0..10 {
        let mut t = table(Family::Matador, 2, &[], seed);
        for _ in 0..100 {
            let view = t.table_view();
            let layout = *t.game().hand().layout();
            let want: Vec<(End, Option<Tile>)> = layout
                .open_ends()
                .filter(|&e| layout.end_number(e) == 0)
                .map(|e| (e, None))
                .collect();
            blanks += want.len();
            assert_eq!(view.held_back, want, "seed {seed}");
            let Some(action) = t.first_choice() else {
                break;
            };
            t = t.reduce(action);
        }
    }
    assert!(blanks > 0, "no Matador blank end");
}

/// When you must pose a tile other than the set's top double (a game with a boneyard,
/// where 6-6 may lie in it), the hand's first line says why: it is the highest double
/// dealt. Jamaican with four deals every tile: its first line never says so.
#[test]
fn the_first_line_says_why_you_pose_a_lower_double() {
    let mut said = 0;
    for seed in 0..200 {
        let t = table(Family::Chiva, 3, &[], seed);
        let line = &t.said()[0];
        match t.game().hand().pose_rule() {
            PoseRule::Tile(tile) if t.your_turn() && tile != Tile::new(6, 6) => {
                assert!(tile.is_double(), "seed {seed}: {tile}");
                assert!(
                    line.contains(&format!("pose {tile}. {tile} is the highest double dealt.")),
                    "{line}"
                );
                said += 1;
            }
            _ => assert!(!line.contains("highest double"), "seed {seed}: {line}"),
        }
    }
    assert!(
        said > 3,
        "only {said} first hands with a lower double to pose"
    );
    // Jamaican deals every tile; French opens with 0-0 by its own rule, not as the
    // highest double dealt.
    let mut french = 0;
    for seed in 0..20 {
        assert!(!jamaican(seed).said()[0].contains("highest double"));
        let t = table(Family::French, 4, &[], seed);
        if t.your_turn() && t.game().hand().phase() == Phase::Pose {
            french += 1;
        }
        assert!(!t.said()[0].contains("highest double"), "{:?}", t.said());
    }
    assert!(french > 0, "no French first hand of yours to pose");
}

/// All Fives: two covered ends showing one number may differ (a double lying across one
/// counts twice in the ends' total; beyond the spinner a tile opens its sides), so the
/// player is asked which end, and the end buttons say what each scores.
#[test]
fn all_fives_still_asks_between_covered_ends_of_one_number() {
    let (t, tile) = covered_ends_of_one_number(Family::AllFives, 2);
    let picked = t.reduce(TableAction::Tile(tile));
    assert!(
        !picked.controls().ends.is_empty(),
        "{tile} was placed without asking"
    );
    assert_eq!(picked.game().moves().len(), t.game().moves().len());
}

/// The hint's letter for an end is the one the end's button (and its glow) carries once
/// the tile is picked: where the hinted tile fits two ends showing one number and the
/// table asks which, the hint says "on the 5 arm (pick 3-5, then B)" and the button "B"
/// is that end (playtests: French's three 5 arms; All Fives' 6 end and two 6 arms; the
/// letter looked for before the tile was picked); elsewhere, and
/// where the table asks nothing (ends alike), the hint names the end by its number. Once
/// the tile is picked, the hint's end button (Matador: the number it leaves open) is the
/// one marked as the hint's (the words are under the buttons on an upright phone).
#[test]
fn the_hint_names_an_end_by_its_buttons_letter() {
    let mut lettered = [0; 4];
    let mut marked = [0; 2];
    let games = [
        (Family::French, 4),
        (Family::AllFives, 2),
        (Family::Matador, 2),
        (Family::Jamaican, 4),
    ];
    for (i, (family, players)) in games.into_iter().enumerate() {
        for seed in 0..40 {
            let variant = Variant::new(family, players, 6, &HouseRules::new()).unwrap();
            let mut t = TableState::new(variant, [Level::Random; 4], seed);
            for _ in 0..400 {
                if t.your_turn() && t.picked_tile().is_none() {
                    for &mv in t.legal() {
                        let Move::Play { tile, end, .. } = mv else {
                            continue;
                        };
                        let asked = t.reduce(TableAction::Hint(ComputerMove {
                            hand: t.hand_number(),
                            ply: t.game().moves().len(),
                            mv,
                            signal: None,
                        }));
                        let hint = asked.said().last().cloned().unwrap_or_default();
                        let c = t.reduce(TableAction::Tile(tile)).controls();
                        let layout = t.game().hand().layout();
                        let n = layout.end_number(end);
                        let alike = (c.ends.iter())
                            .filter(|b| layout.end_number(b.value) == n)
                            .count();
                        let on = layout.end_label(end);
                        let said = match c.ends.iter().find(|b| b.value == end) {
                            Some(b) if alike > 1 => {
                                lettered[i] += 1;
                                let letter = b.letter.expect("a letter");
                                format!(" on the {on} (pick {tile}, then {letter}), ")
                            }
                            _ => format!(" on the {on}, "),
                        };
                        assert!(hint.contains(&said), "{family:?}: {hint} ({said})");
                        // Once the tile is picked, the hint's end (or the number it
                        // leaves open) is the one button marked as the hint's.
                        let shown = asked.reduce(TableAction::Tile(tile));
                        let c = shown.controls();
                        let ends: Vec<End> = (c.ends.iter().filter(|b| b.hinted))
                            .map(|b| b.value)
                            .collect();
                        let opens: Vec<u8> = (c.opens.iter().filter(|b| b.hinted))
                            .map(|b| b.value)
                            .collect();
                        let Move::Play { open, .. } = mv else {
                            unreachable!()
                        };
                        // The table puts the tile on the first of twin ends itself.
                        let twin = !shown.end_choices(tile).contains(&end);
                        let on_end =
                            matches!(shown.picked(), Picked::TileOn(_, e) if e == end || twin);
                        if c.ends.is_empty() {
                            assert!(ends.is_empty());
                        } else {
                            marked[0] += 1;
                            assert_eq!(ends, [end], "{family:?}: {hint}");
                        }
                        if on_end {
                            marked[1] += 1;
                            assert_eq!(opens, [open], "{family:?}: {hint}");
                        } else {
                            assert!(opens.is_empty());
                        }
                    }
                }
                let Some(action) = t.first_choice() else {
                    break;
                };
                t = t.reduce(action);
            }
        }
    }
    assert!(lettered.iter().all(|&n| n > 20), "{lettered:?}");
    assert!(marked.iter().all(|&n| n > 20), "{marked:?}");
}

/// Matador's card says what its table shows: two or three players with double-six leave a
/// boneyard to draw from, four hold every tile and have none (a playtest read "you may draw
/// even when you could play" and found no Draw button with four).
#[test]
fn matadors_card_says_when_there_is_a_boneyard() {
    let card = crate::view::rulecard::rule_card(Family::Matador)
        .points
        .join(" ");
    assert!(
        card.contains("four players with double-six deal out every tile"),
        "{card}"
    );
    for players in [2, 3, 4] {
        let t = table(Family::Matador, players, &[], 1);
        let boneyard = t.game().hand().boneyard_len();
        assert_eq!(boneyard == 0, players == 4, "{players} players: {boneyard}");
    }
}
