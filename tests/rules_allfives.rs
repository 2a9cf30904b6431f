//! All Fives / Muggins (SPEC 1.8): the rules as scenarios on explicit deals.
//!
//! Two players (South, seat 0, and North, seat 1) unless said otherwise. The points each
//! play makes are stated in the tables and also worked out in the test from the open ends
//! (see `helpers::model::Table`), not read back from the engine.

mod helpers;

use dominoes::rules::{
    End, Family, Hand, HandEnding, IllegalMove, Match, Move, PendingClaim, PoseRule, Seat, Side,
    Variant,
};
use helpers::model::*;
use helpers::*;

const SOUTH: Seat = Seat::new(0);
const NORTH: Seat = Seat::new(1);

fn all_fives(players: u8, top: u8, rules: &[(&str, &str)]) -> Variant {
    variant(Family::AllFives, players, top, rules)
}

/// The first double is a spinner: its short sides open once both long sides are covered.
/// With any set: the posed top double, then a tile on one long side: the new end plus both
/// halves of the double (6-6 then 6-3: 3 + 12 = 15).
#[test]
fn a_play_scores_through_the_spinner_with_any_set() {
    // set, hands, the second play, points for the pose and for that play
    #[rustfmt::skip]
    let rows: &[(u8, [&str; 2], &str, [u32; 2])] = &[
        (6, ["6-6 0-1 0-2 0-3 0-4 0-5 1-2", "3-6 1-3 1-4 1-5 2-3 2-4 2-5"], "3-6 left", [0, 15]),
        (9, ["9-9 0-1 0-2 0-3 0-4 0-5 1-2", "2-9 1-3 1-4 1-5 2-3 2-4 2-5"], "2-9 left", [0, 20]),
        (12, ["12-12 0-1 0-2 0-3 0-4 0-5 1-2", "1-12 1-3 1-4 1-5 2-3 2-4 2-5"], "1-12 left",
            [0, 25]),
        (15, ["15-15 0-1 0-2 0-3 0-4 0-5 1-2", "0-15 1-3 1-4 1-5 2-3 2-4 2-5"], "0-15 left",
            [30, 30]),
    ];
    for &(top, hands, second, [pose_points, points]) in rows {
        let tile = second.split_whitespace().next().unwrap();
        let v = all_fives(2, top, &[]);
        let mut m = start(&v, &hands, None);
        let double = format!("{top}-{top}");
        assert_eq!(legal(m.hand()), texts(&[&format!("pose {double}")]));
        play(&mut m, &[&format!("pose {double}")]);
        assert_eq!(m.hand().layout().spinner(), Some(t(&double)));
        assert_eq!(
            m.hand().earned(SOUTH),
            pose_points,
            "double-{top}: the pose"
        );
        // Only the long sides take tiles yet.
        let ends: Vec<String> = legal(m.hand())
            .into_iter()
            .filter(|l| l.starts_with(tile))
            .collect();
        assert_eq!(
            ends,
            texts(&[&format!("{tile} left"), &format!("{tile} right")])
        );
        play(&mut m, &[second]);
        assert_eq!(m.hand().layout().fives_total(), points, "double-{top}");
        assert_eq!(m.hand().earned(NORTH), points, "double-{top}");
    }
}

/// Two players with [5-5] posed. Each row is a play and what it makes: a play scores the
/// open ends' total when it is a multiple of 5 (a double lying at an end counts both
/// halves; the spinner's short sides count once a tile lies on them), and nothing
/// otherwise. The short sides open when both long sides are covered.
#[test]
fn plays_score_multiples_of_five_of_the_open_ends() {
    let v = all_fives(2, 6, &[]);
    let hands = [
        "5-5 1-5 2-5 1-4 0-1 0-2 0-3", // South
        "3-5 5-6 3-3 4-6 0-4 0-5 0-6", // North
    ];
    #[rustfmt::skip]
    let rows: &[(&str, u32, u32, bool, &[u32])] = &[
        // play, open ends' total, points, short sides open after it, the terms of the
        // total the table shows, end by end
        ("pose 5-5", 10, 10, false, &[5, 5]),        // a lone double: its two halves, once each
        ("3-5 left", 13, 0, false, &[3, 5, 5]),      // the spinner still lies at the right
        ("1-5 right", 4, 0, true, &[3, 1]),          // both long sides covered, short sides bare
        ("5-6 north", 10, 10, true, &[3, 1, 6]),
        ("2-5 south", 12, 0, true, &[3, 1, 6, 2]),
        ("3-3 left", 15, 15, true, &[3, 3, 1, 6, 2]), // the double at the end: both halves
        ("1-4 right", 18, 0, true, &[3, 3, 4, 6, 2]),
    ];
    let mut m = start(&v, &hands, None);
    let mut table = Table::new(v.mechanics());
    let mut earned = [0, 0];
    let mut open_before = false;
    for &(text, total, points, short_open, counts) in rows {
        let seat = m.hand().turn();
        let mv = mv(&m, text);
        // Before both long sides are covered nothing may go on the short sides.
        let short_plays = legal(m.hand())
            .iter()
            .any(|l| l.contains("north") || l.contains("south"));
        assert_eq!(short_plays, open_before, "before {text}");
        open_before = short_open;
        play(&mut m, &[text]);
        match mv {
            Move::Pose(tile) => table.pose(tile),
            Move::Play { tile, end, open } => table.place(end, tile, open),
            _ => unreachable!(),
        }
        assert_eq!(table.fives_total(), total, "{text}: the reference count");
        assert_eq!(m.hand().layout().fives_total(), total, "{text}");
        // What the table shows as the sum, end by end (a double's halves apart).
        let shown = m.hand().layout().fives_counts();
        assert_eq!(shown, counts, "{text}: the ends' counts");
        assert_eq!(shown.iter().sum::<u32>(), total, "{text}: the counts' sum");
        let l = m.hand().layout();
        assert_eq!(
            l.is_open(End::NORTH) && l.is_open(End::SOUTH),
            short_open,
            "{text}"
        );
        earned[seat.index()] += points;
        assert_eq!(
            [m.hand().earned(SOUTH), m.hand().earned(NORTH)],
            earned,
            "{text}"
        );
    }
}

/// The spinner is the first double played, wherever it lies: a [3-3] played on an end
/// opens its short sides once a tile lies beyond it. A later double is no spinner.
#[test]
fn the_first_double_is_the_spinner_even_when_it_is_not_the_pose() {
    let v = all_fives(2, 6, &[]);
    let d = deal(
        &v,
        &["2-3 3-4 1-2 0-6 1-6 2-6 5-6", "3-3 2-2 1-3 0-3 0-4 1-4 4-6"],
        None,
    );
    let mut r = Hand::new(*v.mechanics(), &d, PoseRule::Any(SOUTH));
    play_moves(&mut r, &["pose 2-3", "3-3 right"]);
    assert_eq!(r.layout().spinner(), Some(t("3-3")));
    assert_eq!(r.layout().fives_total(), 2 + 6);
    assert!(!r.layout().is_open(End::NORTH));
    play_moves(&mut r, &["3-4 right"]);
    // Both long sides of [3-3] are covered now: its short sides show 3.
    assert!(r.layout().is_open(End::NORTH) && r.layout().is_open(End::SOUTH));
    assert_eq!(r.layout().end_number(End::NORTH), 3);
    assert_eq!(
        legal(&r),
        texts(&[
            "1-3 north",
            "1-3 south",
            "0-3 north",
            "0-3 south",
            "0-4 right",
            "1-4 right",
            "4-6 right",
            "2-2 left",
        ])
    );
    play_moves(&mut r, &["2-2 left", "1-2 left"]);
    assert_eq!(r.layout().spinner(), Some(t("3-3")), "[2-2] is no spinner");
    assert_eq!(r.layout().open_ends().count(), 4);
}

/// A player with nothing that fits draws, one tile at a time, until one fits; passing is
/// only for an empty boneyard.
#[test]
fn a_stuck_player_draws_until_a_tile_fits() {
    let v = all_fives(2, 6, &[]);
    let mut m = start(
        &v,
        &["6-6 0-1 0-2 0-3 0-4 1-2 1-3", "5-5 0-5 1-5 2-5 1-4 2-4 3-4"],
        Some("0-0 1-1 2-2 3-6 3-3 4-4 5-6 0-6 1-6 2-6 4-6 3-5 4-5 2-3"),
    );
    play(&mut m, &["pose 6-6"]);
    assert_eq!(legal(m.hand()), texts(&["draw"]));
    assert_eq!(m.play(Move::Pass), Err(IllegalMove::MustDraw));
    play(&mut m, &["draw", "draw", "draw"]);
    assert_eq!(legal(m.hand()), texts(&["draw"]));
    play(&mut m, &["draw"]);
    assert!(m.hand().hand(NORTH).contains(t("3-6")));
    assert_eq!(m.hand().boneyard_len(), 10);
    assert_eq!(legal(m.hand()), texts(&["3-6 left", "3-6 right"]));
    assert_eq!(m.play(Move::Draw), Err(IllegalMove::MustPlay));
}

/// The end of a hand: going out scores the others' counts, blocked scores the others'
/// counts minus the winner's own, both rounded to the nearest 5 (12 to 10, 13 to 15, 8 to
/// 10, 18 to 20), on top of the points made during play.
#[test]
fn hand_end_scores_are_rounded_to_the_nearest_five() {
    struct Row {
        hands: &'static [&'static str],
        boneyard: &'static str,
        moves: &'static [&'static str],
        winner: Seat,
        raw: u32,
        rounded: u32,
    }
    #[rustfmt::skip]
    let rows = [
        // Four players: North goes out, the others hold 6 + 5 + 1 = 12.
        Row {
            hands: &["1-1 0-4 2-4 1-5 6-6", "2-3 1-4 4-4 4-5 0-6", "0-2 0-3 1-3 5-5 2-6",
                "0-1 1-2 3-4 2-5 3-6"],
            boneyard: "3-5 4-6 0-5 0-0 5-6 3-3 1-6 2-2",
            moves: &["pose 6-6", "0-6 left", "0-3 left", "3-6 right", "draw", "3-5 right",
                "4-5 right", "1-3 left", "3-4 right", "1-1 left", "2-3 right", "2-6 south",
                "2-5 south", "2-4 right", "4-4 right", "5-5 south", "1-2 left", "0-4 right",
                "draw", "4-6 north", "0-2 right"],
            winner: Seat::new(2), raw: 12, rounded: 10,
        },
        // Four players: North goes out, the others hold 0 + 7 + 6 = 13.
        Row {
            hands: &["0-0 0-1 3-3 1-5 4-6", "0-3 1-3 2-3 3-4 1-6", "1-1 1-2 2-2 1-4 5-5",
                "0-2 2-4 0-5 2-5 3-5"],
            boneyard: "5-6 6-6 0-6 2-6 4-4 0-4 3-6 4-5",
            moves: &["pose 5-5", "0-5 left", "1-5 right", "0-3 left", "1-1 right", "3-5 south",
                "3-3 south", "1-3 left", "1-4 right", "2-5 north", "0-1 left", "2-3 south",
                "2-2 south", "0-2 north", "4-6 right", "1-6 right", "1-2 right"],
            winner: Seat::new(2), raw: 13, rounded: 15,
        },
        // Two players, blocked: South 15, North 27: 27 - 15 = 12.
        Row {
            hands: &["1-1 2-3 2-4 0-5 1-5 2-5 2-6", "0-0 0-1 1-3 3-3 3-5 5-5 6-6"],
            boneyard: "2-2 1-2 0-4 4-5 4-4 0-6 0-3 1-4 4-6 5-6 3-4 0-2 1-6 3-6",
            moves: &["pose 6-6", "2-6 right", "draw", "2-2 right", "2-5 right", "3-5 right",
                "2-3 right", "draw", "1-2 right", "1-5 right", "5-5 right", "0-5 right",
                "0-0 right", "draw", "0-4 right", "draw", "4-5 right", "draw", "draw",
                "0-6 left", "0-1 left", "1-1 left", "1-3 left", "draw", "0-3 left", "draw",
                "draw", "4-6 north", "2-4 north", "draw", "5-6 south", "draw", "draw",
                "0-2 left", "draw", "draw", "pass", "pass"],
            winner: Seat::new(0), raw: 12, rounded: 10,
        },
        // Two players, blocked: South 3, North 21: 21 - 3 = 18.
        Row {
            hands: &["0-0 1-1 3-4 2-5 1-6 3-6 6-6", "1-2 0-4 0-5 1-5 4-5 5-5 4-6"],
            boneyard: "4-4 0-6 2-4 5-6 1-3 3-5 2-2 2-6 1-4 3-3 0-2 0-1 2-3 0-3",
            moves: &["pose 6-6", "4-6 left", "1-6 right", "1-2 right", "3-6 north", "4-5 left",
                "2-5 left", "draw", "draw", "0-6 south", "0-0 south", "0-4 south", "3-4 north",
                "4-4 south", "draw", "2-4 right", "draw", "draw", "draw", "draw", "2-2 left",
                "draw", "2-6 left", "5-6 left", "draw", "1-4 south", "1-3 south", "draw",
                "3-3 south", "3-5 left", "draw", "draw", "draw", "2-3 left", "draw", "0-3 south",
                "0-2 south", "pass", "pass"],
            winner: Seat::new(0), raw: 18, rounded: 20,
        },
        // Four players, blocked: East 1 against 2 + 3 + 4 = 9: 9 - 1 = 8.
        Row {
            hands: &["1-1 3-5 4-5 5-5 4-6", "0-1 2-2 2-6 3-6 6-6", "0-0 1-2 3-3 3-4 1-6",
                "1-3 2-3 0-4 0-5 5-6"],
            boneyard: "0-3 1-4 2-4 4-4 2-5 0-6 1-5 0-2",
            moves: &["pose 6-6", "1-6 left", "5-6 right", "5-5 right", "3-6 south", "3-3 south",
                "0-5 right", "3-5 south", "2-6 north", "1-2 left", "0-4 right", "4-6 right",
                "2-2 north", "draw", "draw", "draw", "2-4 north", "2-3 left", "4-5 south", "draw",
                "4-4 north", "3-4 left", "draw", "draw", "0-6 right", "draw", "draw", "0-2 right",
                "pass", "1-4 south", "2-5 right", "1-5 south", "pass", "pass", "pass", "pass"],
            winner: Seat::new(1), raw: 8, rounded: 10,
        },
    ];
    for (i, row) in rows.iter().enumerate() {
        assert_eq!(
            nearest_five(row.raw),
            row.rounded,
            "row {i}: the table itself"
        );
        let v = all_fives(row.hands.len() as u8, 6, &[]);
        let mut m = start(&v, row.hands, Some(row.boneyard));
        play(&mut m, row.moves);
        let r = m.hand();
        let counts: Vec<u32> = Seat::all(v.players()).map(|s| pips(r.hand(s))).collect();
        let own = counts[row.winner.index()];
        let others: u32 = counts.iter().sum::<u32>() - own;
        let raw = match r.end() {
            Some(HandEnding::Out { seat, .. }) => {
                assert_eq!(seat, row.winner, "row {i}");
                others
            }
            Some(HandEnding::Blocked) => {
                assert!(counts.iter().all(|&c| c >= own), "row {i}");
                assert_eq!(counts.iter().filter(|&&c| c == own).count(), 1, "row {i}");
                others - own
            }
            None => panic!("row {i}: the hand did not end"),
        };
        assert_eq!(raw, row.raw, "row {i}");
        let result = m.results().last().unwrap();
        let w = row.winner.index();
        assert_eq!(result.winner, Some(Side::of_seat(row.winner)), "row {i}");
        for s in Seat::all(v.players()) {
            let end_points = if s == row.winner { row.rounded } else { 0 };
            assert_eq!(
                result.points[s.index()],
                (r.earned(s) + end_points) as i32,
                "row {i} {s:?}"
            );
            assert_eq!(result.points[s.index()] % 5, 0);
        }
        assert_eq!(m.state().scores[w], result.points[w]);
    }
}

/// Muggins: a scoring play waits for its player to claim it (or pass it up). A missed
/// claim can be taken by the next player with *muggins*, before anything else; a player
/// who plays or draws instead lets it go. Without the option points come by themselves.
#[test]
fn muggins_claims_and_missed_claims() {
    let hands = [
        "5-5 1-5 2-5 1-4 0-1 0-2 0-3", // South
        "3-5 5-6 3-3 4-6 0-4 0-5 0-6", // North
    ];
    let v = all_fives(2, 6, &[("muggins", "on")]);
    let mut m = start(&v, &hands, None);
    play(&mut m, &["pose 5-5"]);
    assert_eq!(
        m.hand().pending_claim(),
        Some(PendingClaim {
            seat: SOUTH,
            points: 10,
            missed: false
        })
    );
    assert_eq!(m.hand().turn(), SOUTH, "South must first claim or go on");
    assert_eq!(legal(m.hand()), texts(&["claim", "pass"]));
    assert_eq!(m.play(Move::Muggins), Err(IllegalMove::NothingToClaim));
    play(&mut m, &["claim"]);
    assert_eq!(m.hand().earned(SOUTH), 10);
    assert_eq!(m.hand().turn(), NORTH);
    assert!(!legal(m.hand()).contains(&"claim".to_string()));

    play(&mut m, &["3-5 left", "1-5 right", "5-6 north"]);
    // North's 5-6 makes 10; North goes on without claiming.
    assert_eq!(legal(m.hand()), texts(&["claim", "pass"]));
    play(&mut m, &["pass"]);
    assert_eq!(m.hand().turn(), SOUTH);
    assert!(legal(m.hand()).contains(&"muggins".to_string()));
    assert_eq!(m.play(Move::Claim), Err(IllegalMove::NothingToClaim));
    play(&mut m, &["muggins"]);
    assert_eq!(m.hand().earned(SOUTH), 20);
    assert_eq!(m.hand().muggins_taken(SOUTH), 10);
    assert_eq!(m.hand().earned(NORTH), 0);
    assert_eq!(m.hand().turn(), SOUTH, "muggins, then South's own turn");
    assert!(!legal(m.hand()).contains(&"muggins".to_string()));

    play(&mut m, &["2-5 south", "3-3 left"]);
    // North's 3-3 makes 15; North misses it, and South plays rather than call muggins.
    play(&mut m, &["pass"]);
    assert!(legal(m.hand()).contains(&"muggins".to_string()));
    play(&mut m, &["1-4 right"]);
    assert_eq!(m.hand().pending_claim(), None, "the 15 are lost");
    assert_eq!(m.hand().earned(SOUTH), 20);
    assert_eq!(m.hand().earned(NORTH), 0);
    assert!(!legal(m.hand()).contains(&"muggins".to_string()));

    // The same plays without muggins: every multiple of five scores by itself.
    let v = all_fives(2, 6, &[]);
    let mut m = start(&v, &hands, None);
    #[rustfmt::skip]
    play(&mut m, &[
        "pose 5-5", "3-5 left", "1-5 right", "5-6 north", "2-5 south", "3-3 left", "1-4 right",
    ]);
    assert_eq!([m.hand().earned(SOUTH), m.hand().earned(NORTH)], [10, 25]);
    assert_eq!(m.play(Move::Claim), Err(IllegalMove::NothingToClaim));
}

/// Hand size: 7 each with two players and 5 with three or four; *large*: 9, 7 and 5.
#[test]
fn hand_size_option() {
    for (players, standard, large) in [(2, 7, 9), (3, 5, 7), (4, 5, 5)] {
        for top in [6, 9, 12, 15] {
            for (option, size) in [("standard", standard), ("large", large)] {
                let v = all_fives(players, top, &[("hand_size", option)]);
                assert_eq!(v.mechanics().hand_size, size, "{players}p {option}");
                let m = Match::new(v.clone(), 7);
                for s in Seat::all(players) {
                    assert_eq!(m.hand().hand(s).len(), size as usize);
                }
                let dealt = size as usize * players as usize;
                assert_eq!(m.hand().boneyard_len(), v.set().len() - dealt);
            }
        }
    }
}

/// Matches to 100, 150 and 250 over random play: every score is a multiple of 5, the
/// hand's points add up, and the match ends as soon as one player alone has reached the
/// target after a hand.
#[test]
fn matches_are_played_to_the_target() {
    let mut dice = Dice::for_model(8);
    for target in [100, 150, 250] {
        for (players, top, muggins) in [(2, 6, "off"), (3, 9, "on"), (4, 12, "off"), (2, 15, "on")]
        {
            let v = all_fives(
                players,
                top,
                &[("target", &target.to_string()), ("muggins", muggins)],
            );
            for seed in 0..6 {
                let mut m = Match::new(v.clone(), seed);
                let mut scores = [0i32; 4];
                for hand in 0.. {
                    assert!(hand < 400, "no end");
                    while !m.hand().is_over() {
                        let mv = random_move(m.hand(), &mut dice);
                        m.play(mv).expect("legal");
                    }
                    let result = m.results().last().unwrap();
                    for (s, score) in scores.iter_mut().enumerate() {
                        assert_eq!(result.points[s] % 5, 0);
                        *score += result.points[s];
                    }
                    assert_eq!(m.state().scores, scores);
                    let best = *scores.iter().max().unwrap();
                    let leaders = scores.iter().filter(|&&s| s == best).count();
                    if best >= target && leaders == 1 {
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
}
