//! Matador / All Sevens (SPEC 1.9): the rules as scenarios on explicit deals.
//!
//! Tiles join where the touching numbers add up to the target (7 with double-six, the top
//! number plus one with bigger sets). Matadors (the tiles whose numbers make the target,
//! and [0-0]) are wild: any end, the player choosing the number left open, and the only
//! tiles a blank end takes. Move text for a wild tile names the number it leaves open:
//! `"1-6 left open 6"`.

mod helpers;

use dominoes::rules::{
    End, Family, Hand, HandEnding, IllegalMove, Match, Move, Seat, Side, Variant,
};
use helpers::model::*;
use helpers::*;

const SOUTH: Seat = Seat::new(0);
const NORTH: Seat = Seat::new(1);

fn matador(players: u8, top: u8, rules: &[(&str, &str)]) -> Variant {
    variant(Family::Matador, players, top, rules)
}

/// The double-six game, two players. South poses [5-5]; every move below is checked
/// against the full list of legal moves, and the legal lists are also worked out by the
/// reference model of `helpers::model` (written from the rule text) as a second opinion.
#[test]
fn joins_add_up_to_seven_matadors_are_wild_and_a_blank_end_takes_only_matadors() {
    let v = matador(2, 6, &[]);
    let hands = [
        "5-5 4-4 0-4 2-4 3-4 0-1 0-6", // South
        "2-3 2-2 1-4 1-6 0-0 3-3 2-6", // North
    ];
    #[rustfmt::skip]
    let rows: &[(&str, &[&str])] = &[
        // After this move, the legal moves of the player to move.
        // Ends 5 and 5: a 2 joins (2 + 5 = 7); [1-6] and [0-0] are matadors; 1-4 and
        // 3-3 do not join; drawing is allowed although a tile fits.
        ("pose 5-5", &[
            "2-3 left", "2-3 right", "2-2 left", "2-2 right", "2-6 left", "2-6 right",
            "1-6 left open 1", "1-6 left open 6", "1-6 right open 1", "1-6 right open 6",
            "0-0 left", "0-0 right", "draw",
        ]),
        // Ends 3 and 5: a 4 joins on the left, a 2 on the right ([2-4] both ways round);
        // [3-4] is a matador.
        ("2-3 left", &[
            "4-4 left", "0-4 left", "2-4 left", "2-4 right",
            "3-4 left open 3", "3-4 left open 4", "3-4 right open 3", "3-4 right open 4",
            "draw",
        ]),
        // [0-4] leaves a blank at the left: only matadors go there.
        ("0-4 left", &[
            "1-6 left open 1", "1-6 left open 6", "1-6 right open 1", "1-6 right open 6",
            "0-0 left", "0-0 right", "2-2 right", "2-6 right", "draw",
        ]),
        // North's matador leaves 6 open: the tile against it must bring a 1, or be a
        // matador.
        ("1-6 left open 6", &[
            "0-1 left", "2-4 right",
            "3-4 left open 3", "3-4 left open 4", "3-4 right open 3", "3-4 right open 4",
            "draw",
        ]),
    ];
    let mut m = start(&v, &hands, None);
    let mut table = Table::new(v.mechanics());
    for &(text, expected) in rows {
        let mv = mv(&m, text);
        play(&mut m, &[text]);
        match mv {
            Move::Pose(tile) => table.pose(tile),
            Move::Play { tile, end, open } => table.place(end, tile, open),
            _ => unreachable!(),
        }
        let r = m.hand();
        assert_eq!(legal(r), texts(expected), "after {text}");
        let mut reference = table.plays(r.hand(r.turn()));
        reference.push(Move::Draw);
        assert_eq!(
            sorted(reference),
            sorted(r.legal_moves().to_vec()),
            "after {text}: the reference model"
        );
    }
    // A tile that does not join is refused, and so is a plain tile left the wrong way
    // round ([0-1] on the left end showing 6 must leave 0 open).
    let wrong_way = Move::Play {
        tile: t("0-1"),
        end: End::LEFT,
        open: 1,
    };
    assert_eq!(
        m.play(wrong_way),
        Err(IllegalMove::WrongOpen(t("0-1"), End::LEFT, 1))
    );
    let no_join = Move::Play {
        tile: t("4-4"),
        end: End::RIGHT,
        open: 4,
    };
    assert_eq!(
        m.play(no_join),
        Err(IllegalMove::DoesNotFit(t("4-4"), End::RIGHT))
    );
}

/// The open number of a matador is the player's choice, and it decides the next tile:
/// [1-6] left showing 6 needs a 1 next ([0-1]); left showing 1 needs a 6 ([0-6]).
#[test]
fn the_open_number_of_a_matador_decides_the_tile_that_must_follow() {
    let v = matador(2, 6, &[]);
    let hands = [
        "5-5 4-4 0-4 2-4 3-3 0-1 0-6", // South, without a matador
        "2-3 2-2 1-4 1-6 1-1 3-5 2-6", // North
    ];
    for (open, follows) in [(6, "0-1 left"), (1, "0-6 left")] {
        let mut m = start(&v, &hands, None);
        play(&mut m, &["pose 5-5", "2-3 left", "0-4 left"]);
        assert_eq!(m.hand().layout().end_number(End::LEFT), 0);
        play(&mut m, &[&format!("1-6 left open {open}")]);
        assert_eq!(m.hand().layout().end_number(End::LEFT), open);
        assert_eq!(
            legal(m.hand()),
            texts(&[follows, "2-4 right", "draw"]),
            "open {open}"
        );
    }
}

/// Bigger sets: the target is the top number plus one (10, 13, 16), the matadors are the
/// tiles adding up to it (including a double: 5-5, 8-8) and 0-0. South poses the top
/// double; North's legal moves follow.
#[test]
fn the_target_is_the_top_number_plus_one_with_bigger_sets() {
    #[rustfmt::skip]
    let rows: &[(u8, [&str; 2], &[&str])] = &[
        (6, ["6-6 0-1 0-2 0-4 0-5 0-6 1-3", "1-2 1-5 3-4 0-0 2-2 5-5 0-3"], &[
            "1-2 left", "1-2 right", "1-5 left", "1-5 right",
            "3-4 left open 3", "3-4 left open 4", "3-4 right open 3", "3-4 right open 4",
            "0-0 left", "0-0 right", "draw",
        ]),
        (9, ["9-9 0-1 0-2 0-4 0-5 0-6 1-3", "1-5 5-5 3-6 0-0 2-2 4-4 0-3"], &[
            "1-5 left", "1-5 right", "5-5 left", "5-5 right", "0-0 left", "0-0 right", "draw",
        ]),
        (12, ["12-12 0-1 0-2 0-4 0-6 1-3 1-5", "1-4 6-7 0-0 2-2 3-3 0-5 5-5"], &[
            "1-4 left", "1-4 right",
            "6-7 left open 6", "6-7 left open 7", "6-7 right open 6", "6-7 right open 7",
            "0-0 left", "0-0 right", "draw",
        ]),
        (15, ["15-15 0-2 0-4 0-5 0-6 1-3 7-9", "1-9 8-8 0-0 2-3 4-4 0-1 3-5"], &[
            "1-9 left", "1-9 right", "0-1 left", "0-1 right", "8-8 left", "8-8 right",
            "0-0 left", "0-0 right", "draw",
        ]),
    ];
    for &(top, hands, expected) in rows {
        let v = matador(2, top, &[]);
        let mut m = start(&v, &hands, None);
        play(&mut m, &[&format!("pose {top}-{top}")]);
        assert_eq!(legal(m.hand()), texts(expected), "double-{top}");
        // [0-1] on the top double's end leaves a blank: only South's matador [7-9] takes
        // it, with either number left open.
        if top == 15 {
            play(&mut m, &["0-1 left"]);
            assert_eq!(
                legal(m.hand()),
                texts(&[
                    "1-3 right",
                    "7-9 left open 7",
                    "7-9 left open 9",
                    "7-9 right open 7",
                    "7-9 right open 9",
                    "draw",
                ])
            );
        }
    }
}

/// A player may draw rather than play, and keeps the turn after drawing; a player with
/// nothing that fits must draw, and passes only when the boneyard is empty. With every
/// tile dealt there is nothing to draw.
#[test]
fn drawing_is_allowed_even_when_able_to_play() {
    let v = matador(2, 6, &[]);
    let mut m = start(
        &v,
        &["5-5 4-4 0-4 0-1 0-6 1-3 2-3", "1-1 1-4 3-5 4-6 4-5 0-5 3-3"],
        Some("6-6 1-2 0-0 0-2 0-3 1-5 1-6 2-2 2-4 2-5 2-6 3-4 3-6 5-6"),
    );
    play(&mut m, &["pose 5-5"]);
    assert_eq!(m.hand().turn(), NORTH);
    assert_eq!(
        legal(m.hand()),
        texts(&["draw"]),
        "North has no 2 nor matador"
    );
    assert_eq!(m.play(Move::Pass), Err(IllegalMove::MustDraw));
    play(&mut m, &["draw"]);
    assert!(m.hand().hand(NORTH).contains(t("6-6")));
    assert_eq!(m.hand().turn(), NORTH, "still North's turn");
    assert_eq!(legal(m.hand()), texts(&["draw"]));
    play(&mut m, &["draw"]);
    // [1-2] fits; North may still draw.
    assert_eq!(legal(m.hand()), texts(&["1-2 left", "1-2 right", "draw"]));
    play(&mut m, &["draw", "draw"]);
    assert_eq!(m.hand().boneyard_len(), 10);
    play(&mut m, &["1-2 right"]);
    assert_eq!(m.hand().turn(), SOUTH);

    // Four players, 28 tiles dealt: nothing to draw, and no passing while a tile fits.
    let v = matador(4, 6, &[]);
    let mut m = start(
        &v,
        &[
            "6-6 0-1 0-2 0-3 0-4 0-5 0-6",
            "1-1 1-2 1-3 1-4 1-5 1-6 2-2",
            "2-3 2-4 2-5 2-6 3-3 3-4 3-5",
            "3-6 4-4 4-5 4-6 5-5 5-6 0-0",
        ],
        None,
    );
    assert_eq!(m.hand().boneyard_len(), 0);
    play(&mut m, &["pose 6-6"]);
    assert!(!legal(m.hand()).contains(&"draw".to_string()));
    play(&mut m, &["1-1 left"]);
    // North: ends 1 and 6: [2-6] brings the 6 the 1 needs; [2-5] and [3-4] are matadors.
    #[rustfmt::skip]
    assert_eq!(
        legal(m.hand()),
        texts(&[
            "2-6 left",
            "2-5 left open 2", "2-5 left open 5", "2-5 right open 2", "2-5 right open 5",
            "3-4 left open 3", "3-4 left open 4", "3-4 right open 3", "3-4 right open 4",
        ])
    );
    play(&mut m, &["3-4 left open 4"]);
    // West: ends 4 and 6: [3-6] (3 against 4), [0-0] (a matador); nothing joins the 6.
    assert_eq!(
        legal(m.hand()),
        texts(&["3-6 left", "0-0 left", "0-0 right"])
    );
    play(&mut m, &["0-0 right"]);
    // South: ends 4 and 0: [0-3] joins the 4; the blank takes nothing South holds.
    assert_eq!(legal(m.hand()), texts(&["0-3 left"]));
    assert_eq!(m.play(Move::Draw), Err(IllegalMove::BoneyardEmpty));
    assert_eq!(m.play(Move::Pass), Err(IllegalMove::MustPlay));
}

/// Scoring as Block & Draw: going out scores the others' counts; blocked, the single
/// lowest count scores the others' counts minus its own. No rounding, no points in play.
#[test]
fn going_out_and_blocked_hands_score_as_block_and_draw() {
    // Two players: North goes out with [0-0] (a matador, on the blank left end); South
    // keeps 0-1 1-1 0-2 4-5 5-5 = 24.
    let v = matador(2, 6, &[]);
    let mut m = start(
        &v,
        &["1-1 0-2 1-3 0-4 2-4 4-4 3-5", "0-0 2-3 3-3 1-5 2-5 1-6 4-6"],
        Some("0-6 0-1 5-5 3-4 4-5 0-3 2-2 1-2 5-6 3-6 2-6 6-6 0-5 1-4"),
    );
    #[rustfmt::skip]
    play(&mut m, &[
        "pose 4-4", "2-3 right", "draw", "1-3 left", "4-6 left", "draw", "3-5 right", "3-3 left",
        "0-4 left", "1-6 left open 6", "draw", "2-4 right", "2-5 left open 2", "draw",
        "3-4 left open 3", "1-5 right", "draw", "0-6 right",
    ]);
    assert_eq!(m.hand().layout().end_number(End::LEFT), 3);
    assert_eq!(m.hand().layout().end_number(End::RIGHT), 0);
    assert_eq!(legal(m.hand()), texts(&["0-0 left", "0-0 right", "draw"]));
    play(&mut m, &["0-0 left"]);
    let result = m.results().last().unwrap();
    assert!(matches!(result.end, HandEnding::Out { seat: NORTH, .. }));
    assert_eq!(m.hand().hand(SOUTH), set("0-1 1-1 0-2 4-5 5-5"));
    assert_eq!(pips(m.hand().hand(SOUTH)), 24);
    assert_eq!(result.points[..2], [0, 24]);
    assert_eq!(m.state().scores[..2], [0, 24]);

    // Three players, blocked: South 21, East 36, West 18. West scores 21 + 36 - 18 = 39.
    let v = matador(3, 6, &[]);
    let mut m = start(
        &v,
        &[
            "2-2 1-4 2-5 4-5 0-6 3-6 5-6",
            "0-3 3-3 0-4 3-4 5-5 4-6 6-6",
            "0-0 1-1 0-2 1-3 2-3 2-4 1-6",
        ],
        Some("2-6 1-2 4-4 0-5 1-5 0-1 3-5"),
    );
    #[rustfmt::skip]
    play(&mut m, &[
        "pose 6-6", "1-1 right", "2-5 right open 5", "3-4 right open 3", "0-0 right", "draw",
        "1-4 left", "3-3 left", "draw", "1-6 right open 6", "4-5 left", "draw", "draw", "draw",
        "1-5 right", "2-4 right", "2-6 left", "draw", "0-1 left", "1-3 right", "3-6 right",
        "0-4 right", "draw",
    ]);
    // The boneyard is empty and nothing fits: now, and only now, a pass.
    assert_eq!(m.hand().boneyard_len(), 0);
    for _ in 0..3 {
        assert_eq!(legal(m.hand()), texts(&["pass"]));
        play(&mut m, &["pass"]);
    }
    let r = m.hand();
    assert_eq!(r.end(), Some(HandEnding::Blocked));
    let counts: Vec<u32> = Seat::all(3).map(|s| pips(r.hand(s))).collect();
    assert_eq!(counts, [21, 36, 18]);
    let result = m.results().last().unwrap();
    assert_eq!(result.winner, Some(Side::new(2)));
    assert_eq!(result.points[..3], [0, 0, 21 + 36 - 18]);
}

/// Matches to 100 (options 150, 200) over random play with every set: a hand's points
/// follow the Block & Draw rule, and the match ends once one player alone has reached the
/// target.
#[test]
fn matches_are_played_to_the_target() {
    let mut dice = Dice::for_model(9);
    let mut blocked = 0;
    for target in [100, 150, 200] {
        for (players, top, size) in [(2, 6, "7"), (3, 9, "5"), (4, 12, "7"), (4, 15, "5")] {
            let v = matador(
                players,
                top,
                &[("target", &target.to_string()), ("hand_size", size)],
            );
            assert_eq!(v.mechanics().hand_size, size.parse::<u8>().unwrap());
            for seed in 0..5 {
                let mut m = Match::new(v.clone(), seed);
                let mut scores = [0i32; 4];
                for hand in 0.. {
                    assert!(hand < 500, "no end");
                    while !m.hand().is_over() {
                        let mv = random_move(m.hand(), &mut dice);
                        m.play(mv).expect("legal");
                    }
                    let r = m.hand();
                    let counts: Vec<u32> = Seat::all(players).map(|s| pips(r.hand(s))).collect();
                    let mut points = [0i32; 4];
                    match r.end().unwrap() {
                        HandEnding::Out { seat, .. } => {
                            points[seat.index()] =
                                (counts.iter().sum::<u32>() - counts[seat.index()]) as i32;
                        }
                        HandEnding::Blocked => {
                            blocked += 1;
                            let low = *counts.iter().min().unwrap();
                            let at_low: Vec<usize> =
                                (0..counts.len()).filter(|&s| counts[s] == low).collect();
                            if let [w] = at_low[..] {
                                points[w] = (counts.iter().sum::<u32>() - 2 * low) as i32;
                            }
                        }
                    }
                    assert_eq!(m.results().last().unwrap().points, points);
                    for (score, p) in scores.iter_mut().zip(points) {
                        *score += p;
                    }
                    assert_eq!(m.state().scores, scores);
                    let best = *scores.iter().max().unwrap();
                    if best >= target && scores.iter().filter(|&&s| s == best).count() == 1 {
                        let w = scores.iter().position(|&s| s == best).unwrap();
                        assert_eq!(m.winner(), Some(Side::new(w as u8)));
                        break;
                    }
                    assert_eq!(m.winner(), None);
                    m.next_hand();
                }
            }
        }
    }
    assert!(blocked > 0);
}

/// A single hand can be started from any pose rule; its legal moves come from the same
/// generator.
#[test]
fn a_single_hand_starts_from_any_pose_rule() {
    let v = matador(2, 6, &[]);
    let d = deal(
        &v,
        &["5-5 4-4 0-4 2-5 3-4 0-1 0-6", "2-3 2-2 1-4 1-6 0-0 3-3 2-6"],
        None,
    );
    let mut r = Hand::new(*v.mechanics(), &d, dominoes::rules::PoseRule::Any(SOUTH));
    play_moves(&mut r, &["pose 0-1"]);
    // Ends 0 and 1: the blank takes matadors only; the 1 takes a 6.
    assert_eq!(
        legal(&r),
        texts(&[
            "2-6 right",
            "1-6 left open 1",
            "1-6 left open 6",
            "1-6 right open 1",
            "1-6 right open 6",
            "0-0 left",
            "0-0 right",
            "draw",
        ])
    );
}

/// Where a wild tile may leave either of its numbers open, its move must say which
/// (`open N`): the engine does not pick one for the player. Where there is no choice (the
/// wild double [0-0], a plain tile) the end alone is enough.
#[test]
fn a_wild_tile_with_a_choice_must_name_its_open_number() {
    let v = matador(2, 6, &[]);
    let hands = [
        "5-5 4-4 0-4 2-4 3-4 0-1 0-6", // South
        "2-3 2-2 1-4 1-6 0-0 3-3 2-6", // North
    ];
    let mut m = start(&v, &hands, None);
    play(&mut m, &["pose 5-5"]);
    let err = m.hand().parse_move("1-6 left").unwrap_err();
    assert_eq!(
        err.to_string(),
        "cannot read move '1-6 left': either of its numbers may stay open here: add 'open N'"
    );
    for (text, open) in [("1-6 left open 6", 6), ("1-6 left open 1", 1)] {
        assert_eq!(
            m.hand().parse_move(text),
            Ok(Move::Play {
                tile: t("1-6"),
                end: End::LEFT,
                open
            })
        );
    }
    // No choice: the double blank and a plain tile.
    assert_eq!(
        m.hand().parse_move("0-0 left"),
        Ok(Move::Play {
            tile: t("0-0"),
            end: End::LEFT,
            open: 0
        })
    );
    assert_eq!(
        m.hand().parse_move("2-3 left"),
        Ok(Move::Play {
            tile: t("2-3"),
            end: End::LEFT,
            open: 3
        })
    );
}
