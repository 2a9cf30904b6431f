//! French (SPEC 1.3): the rules as scenarios on explicit deals.
//!
//! Seats are South (0), East (1), North (2), West (3), playing anti-clockwise; the posed
//! double's four arms are west, east, north and south. Every hand below is a full deal
//! played move by move through the checked `Match::play`; scores are worked out in the
//! test from the tiles left in each hand, not read back from the engine.

mod helpers;

use dominoes::rules::{
    End, Family, HandEnding, IllegalMove, Match, Move, NextPose, PoseRule, Seat, Side, Variant,
};
use helpers::model::*;
use helpers::*;

const SOUTH: Seat = Seat::new(0);
const EAST: Seat = Seat::new(1);
const NORTH: Seat = Seat::new(2);
const WEST: Seat = Seat::new(3);

fn french(double_blank: &str) -> Variant {
    variant(Family::French, 4, 6, &[("double_blank", double_blank)])
}

/// A deal built so that the rule text's example comes up: after eight tiles the west arm
/// shows 1 with [1-1] still out, the north arm shows 2 with [2-2] down, and the east and
/// south arms show 4 with [4-4] still out.
const EXAMPLE_DEAL: [&str; 4] = [
    "0-0 0-4 1-2 4-4 5-5 5-6 6-6", // South
    "0-1 2-2 0-5 1-3 1-4 1-5 1-6", // East
    "0-2 3-3 1-1 2-3 2-4 2-5 2-6", // North
    "0-3 3-4 0-6 3-5 3-6 4-5 4-6", // West
];

/// "The [2-1] can be played on the top arm since the [2-2] has been played, but cannot be
/// played on the left arm since the [1-1] has not yet been played. The [4-4] can be played
/// on the bottom arm, but nothing else can be played at the bottom or the right until the
/// [4-4] is in place."
#[test]
fn two_one_fits_the_arm_whose_double_is_down_but_not_the_arm_whose_double_is_out() {
    let mut m = start(&french("0"), &EXAMPLE_DEAL, None);
    #[rustfmt::skip]
    play(&mut m, &[
        "pose 0-0", "0-1 west", "0-2 north", "0-3 east", "0-4 south",
        "2-2 north", "3-3 east", "3-4 east",
    ]);
    let r = m.hand();
    assert_eq!(r.turn(), SOUTH);
    assert_eq!(
        [End::new(0), End::new(1), End::new(2), End::new(3)].map(|e| r.layout().end_number(e)),
        [1, 4, 2, 4],
        "west 1, east 4, north 2, south 4"
    );
    assert_eq!(
        legal(r),
        texts(&["1-2 north", "4-4 east", "4-4 south", "pass"])
    );
    // [2-1] shows the 1 the west arm shows, but that arm takes only [1-1] for now.
    let two_one_west = Move::Play {
        tile: t("1-2"),
        end: End::new(0),
        open: 2,
    };
    assert_eq!(
        m.play(two_one_west),
        Err(IllegalMove::DoesNotFit(t("1-2"), End::new(0)))
    );

    // Once [4-4] is down (on the south arm) the east arm, also showing 4, opens too: a
    // double counts wherever on the table it lies.
    play(&mut m, &["4-4 south"]);
    assert_eq!(m.hand().turn(), EAST);
    assert_eq!(legal(m.hand()), texts(&["1-4 east", "1-4 south", "pass"]));
}

/// Nothing goes anywhere before the four sides of the posed double are covered, not even
/// the double an arm is waiting for.
#[test]
fn the_four_sides_of_the_pose_are_covered_first() {
    #[rustfmt::skip]
    let rows: &[(&str, Seat, &[&str])] = &[
        // After this move, the player to move and their legal moves.
        ("pose 0-0", EAST, &[
            "0-1 west", "0-1 east", "0-1 north", "0-1 south",
            "0-5 west", "0-5 east", "0-5 north", "0-5 south", "pass",
        ]),
        // North holds [1-1], the double the west arm waits for, but three sides are bare.
        ("0-1 west", NORTH, &["0-2 east", "0-2 north", "0-2 south", "pass"]),
        ("0-2 north", WEST, &["0-3 east", "0-3 south", "0-6 east", "0-6 south", "pass"]),
        // South's [4-4], [1-2] and [5-5] wait: one side is still bare.
        ("0-3 east", SOUTH, &["0-4 south", "pass"]),
        // All four covered: each arm now takes its own double only.
        ("0-4 south", EAST, &["2-2 north", "pass"]),
        ("2-2 north", NORTH, &[
            "1-1 west", "3-3 east", "2-3 north", "2-4 north", "2-5 north", "2-6 north", "pass",
        ]),
    ];
    let mut m = start(&french("0"), &EXAMPLE_DEAL, None);
    for &(text, to_move, expected) in rows {
        play(&mut m, &[text]);
        assert_eq!(m.hand().turn(), to_move, "after {text}");
        assert_eq!(legal(m.hand()), texts(expected), "after {text}");
    }
}

/// A player must play if able: passing is always offered (the game cannot know what the
/// player would rather do), but it costs 10 when a tile fits. A third pass in a row costs
/// 10 more, and the count of passes then starts again. West passes six turns running: the
/// first three with nothing that fits, the last three when able.
#[test]
fn passing_when_able_and_three_passes_in_a_row_cost_ten() {
    let hands = [
        "3-3 1-4 4-4 1-5 4-5 5-5 3-6", // South
        "1-2 1-3 2-3 0-5 3-5 0-6 5-6", // East
        "0-0 0-1 0-2 0-3 0-4 1-6 6-6", // North
        "1-1 2-2 2-4 3-4 2-5 2-6 4-6", // West
    ];
    // Each move, and for West's passes whether West could play and West's penalties after.
    #[rustfmt::skip]
    let script: &[(&str, Option<(bool, u8)>)] = &[
        ("pose 0-0", None),          // North poses
        ("pass", Some((false, 0))),  // West: no blank for a bare side
        ("pass", None),              // South: no blank either, no penalty
        ("0-6 west", None),
        ("0-3 south", None),
        ("pass", Some((false, 0))),  // West: every arm waits for a double West lacks
        ("pass", None),
        ("0-5 east", None),
        ("0-4 north", None),
        ("pass", Some((false, 1))),  // third pass in a row: +10
        ("3-3 south", None),
        ("1-3 south", None),
        ("6-6 west", None),
        ("pass", Some((true, 2))),   // 2-6 fits the west arm: +10 for passing when able
        ("3-6 west", None),
        ("2-3 west", None),
        ("pass", None),              // North cannot play
        ("pass", Some((true, 3))),   // able again (2-2 west): +10; the count restarted
        ("5-5 east", None),
        ("5-6 east", None),
        ("1-6 east", None),
        ("pass", Some((true, 5))),   // able, and a third pass in a row again: +20
    ];
    let mut m = start(&french("0"), &hands, None);
    for (i, &(text, west)) in script.iter().enumerate() {
        if let Some((able, _)) = west {
            assert_eq!(m.hand().turn(), WEST, "move {i}");
            let plays = m.hand().legal_moves().len() - 1;
            assert_eq!(plays > 0, able, "move {i}: can West play?");
            assert!(m.hand().legal_moves().contains(&Move::Pass));
        }
        play(&mut m, &[text]);
        if let Some((_, penalties)) = west {
            assert_eq!(m.hand().penalties(WEST), penalties, "move {i}");
        }
        for seat in [SOUTH, EAST, NORTH] {
            assert_eq!(m.hand().penalties(seat), 0, "move {i}: {seat:?}");
        }
    }
    // West's five by kind: three for passing when able, two for three passes in a row.
    let west = m.hand().pass_penalties(WEST);
    assert_eq!(
        (west.board_pass, west.when_able, west.three_in_a_row),
        (0, 3, 2)
    );
}

/// A board pass: West plays [0-6] and nobody else can play before West plays again, so
/// South, East and North each pay 10. Two passes after a play are not a board pass.
#[test]
fn a_board_pass_costs_each_of_the_three_passers_ten() {
    let hands = [
        "0-0 0-1 1-2 2-2 4-4 0-5 2-5", // South
        "0-3 1-3 2-3 4-5 2-6 3-6 5-6", // East
        "1-1 0-2 2-4 3-4 1-5 5-5 1-6", // North
        "3-3 0-4 1-4 3-5 0-6 4-6 6-6", // West
    ];
    let mut m = start(&french("0"), &hands, None);
    #[rustfmt::skip]
    play(&mut m, &[
        "pose 0-0", "0-3 west", "0-2 north", "0-4 east", "0-1 south", "pass", "1-1 south",
        "3-3 west", "2-2 north", "2-3 north", "1-5 south", "3-5 north", "4-4 east", "1-3 west",
        "2-4 east", "1-4 west", "2-5 east", "4-5 west", "5-5 east", "pass", "0-5 west",
        "5-6 south", "pass",
    ]);
    // So far single passes by players who could not play: nothing to pay.
    assert!(Seat::all(4).all(|s| m.hand().penalties(s) == 0));
    play(&mut m, &["0-6 west"]);
    assert_eq!(m.hand().turn(), SOUTH);
    for seat in [SOUTH, EAST, NORTH] {
        assert_eq!(
            legal(m.hand()),
            texts(&["pass"]),
            "{seat:?} cannot play after 0-6"
        );
        play(&mut m, &["pass"]);
    }
    assert_eq!(
        Seat::all(4)
            .map(|s| m.hand().penalties(s))
            .collect::<Vec<_>>(),
        [1, 1, 1, 0]
    );
    // West plays again; then two passes (South, East) and a play are not a board pass.
    play(
        &mut m,
        &[
            "6-6 west",
            "pass",
            "2-6 south",
            "1-6 west",
            "pass",
            "1-2 west",
        ],
    );
    let r = m.hand();
    assert!(matches!(r.end(), Some(HandEnding::Out { seat: SOUTH, .. })));
    let result = m.results().last().unwrap();
    // East 3-6 and North 3-4 hold no double; West's 4-6 neither.
    assert_eq!(result.counts[..4], [0, 9, 7, 10]);
    assert_eq!(result.points[..4], [10, 9 + 10, 7 + 10, 10]);
}

/// SPEC 1.3: a board pass is charged only when none of the three passers could play. When
/// one of them passed while able, that player pays for passing when able and nobody pays
/// for a board pass. The deal of the board-pass scenario above, at two points where exactly
/// one of the three players after the last play holds a tile that fits.
#[test]
fn a_voluntary_pass_among_the_three_cancels_the_board_pass() {
    let hands = [
        "0-0 0-1 1-2 2-2 4-4 0-5 2-5", // South
        "0-3 1-3 2-3 4-5 2-6 3-6 5-6", // East
        "1-1 0-2 2-4 3-4 1-5 5-5 1-6", // North
        "3-3 0-4 1-4 3-5 0-6 4-6 6-6", // West
    ];
    let kinds = |m: &Match, s: Seat| {
        let p = m.hand().pass_penalties(s);
        (p.board_pass, p.when_able, p.three_in_a_row)
    };

    // West's [0-4] leaves East and North nothing, but South holds [0-1] for the bare south
    // side and passes anyway: 10 for South, no board pass.
    let mut m = start(&french("0"), &hands, None);
    play(&mut m, &["pose 0-0", "0-3 west", "0-2 north", "0-4 east"]);
    let plays = |m: &Match| m.hand().legal_moves().len() - 1;
    assert_eq!((m.hand().turn(), plays(&m) > 0), (SOUTH, true));
    play(&mut m, &["pass"]);
    for seat in [EAST, NORTH] {
        assert_eq!((m.hand().turn(), plays(&m)), (seat, 0), "{seat:?} is stuck");
        play(&mut m, &["pass"]);
    }
    assert_eq!(m.hand().turn(), WEST, "West plays again");
    assert_eq!(kinds(&m, SOUTH), (0, 1, 0));
    for seat in [EAST, NORTH, WEST] {
        assert_eq!(kinds(&m, seat), (0, 0, 0), "{seat:?}");
    }

    // Later, East's [5-6] leaves North and South nothing; West, in between, could play
    // [0-6] and passes: only West pays, 10 for passing when able.
    let mut m = start(&french("0"), &hands, None);
    #[rustfmt::skip]
    play(&mut m, &[
        "pose 0-0", "0-3 west", "0-2 north", "0-4 east", "0-1 south", "pass", "1-1 south",
        "3-3 west", "2-2 north", "2-3 north", "1-5 south", "3-5 north", "4-4 east", "1-3 west",
        "2-4 east", "1-4 west", "2-5 east", "4-5 west", "5-5 east", "pass", "0-5 west",
        "5-6 south",
    ]);
    let before: Vec<u8> = Seat::all(4).map(|s| m.hand().penalties(s)).collect();
    assert_eq!(before, [0, 0, 0, 0]);
    for (seat, able) in [(NORTH, false), (WEST, true), (SOUTH, false)] {
        assert_eq!((m.hand().turn(), plays(&m) > 0), (seat, able));
        play(&mut m, &["pass"]);
    }
    assert_eq!(m.hand().turn(), EAST);
    assert_eq!(kinds(&m, WEST), (0, 1, 0));
    for seat in [SOUTH, EAST, NORTH] {
        assert_eq!(kinds(&m, seat), (0, 0, 0), "{seat:?}");
    }
    // The same three passes when none of them can play are a board pass (the scenario
    // above): the kinds are told apart.
    let mut m = start(&french("0"), &hands, None);
    #[rustfmt::skip]
    play(&mut m, &[
        "pose 0-0", "0-3 west", "0-2 north", "0-4 east", "0-1 south", "pass", "1-1 south",
        "3-3 west", "2-2 north", "2-3 north", "1-5 south", "3-5 north", "4-4 east", "1-3 west",
        "2-4 east", "1-4 west", "2-5 east", "4-5 west", "5-5 east", "pass", "0-5 west",
        "5-6 south", "pass", "0-6 west", "pass", "pass", "pass",
    ]);
    for seat in [SOUTH, EAST, NORTH] {
        assert_eq!(kinds(&m, seat), (1, 0, 0), "{seat:?}");
    }
    assert_eq!(kinds(&m, WEST), (0, 0, 0));
}

/// A blocked hand is won by the lowest count, who poses next. Once nobody can play the
/// hand is over: the passes that show it are not a board pass (the last player never plays
/// again) and cost nothing.
#[test]
fn a_blocked_hand_goes_to_the_lowest_count_without_a_board_pass() {
    let hands = [
        "0-1 1-2 0-4 4-4 4-5 5-5 2-6", // South
        "2-2 0-3 3-3 1-4 2-4 3-4 1-5", // East
        "1-1 0-2 1-3 1-6 4-6 5-6 6-6", // North
        "0-0 2-3 0-5 2-5 3-5 0-6 3-6", // West
    ];
    let mut m = start(&french("0"), &hands, None);
    #[rustfmt::skip]
    play(&mut m, &[
        "pose 0-0", "0-1 north", "0-3 south", "0-2 east", "0-6 west", "pass", "3-3 south",
        "6-6 west", "2-3 south", "2-6 west", "2-2 west", "1-1 north", "2-5 east", "1-2 south",
        "1-4 north", "1-6 south", "3-6 south", "5-5 east", "1-5 east", "1-3 south", "pass",
        "4-4 north", "2-4 north",
    ]);
    // East's [2-4] leaves north 4, east 5, south 3, west 2: nobody holds a tile for them.
    for _ in 0..4 {
        assert!(!m.hand().is_over());
        assert_eq!(legal(m.hand()), texts(&["pass"]));
        play(&mut m, &["pass"]);
    }
    assert_eq!(m.hand().end(), Some(HandEnding::Blocked));
    let result = m.results().last().unwrap();
    assert_eq!(result.counts[..4], [13, 7, 21, 13]);
    assert_eq!(
        result.winner,
        Some(Side::new(1)),
        "East has the lowest count"
    );
    assert_eq!(
        result.points[..4],
        [13, 7, 21, 13],
        "no double held, no penalty"
    );
    assert_eq!(m.state().next_pose, NextPose::Double(EAST));
}

/// Blocked with the lowest count shared: a tied hand; the 0-0 holder poses the next.
#[test]
fn a_tied_hand_is_followed_by_the_double_blank() {
    let hands = [
        "0-2 0-3 2-3 2-6 3-6 4-6 6-6", // South
        "3-3 3-4 1-5 2-5 4-5 5-5 5-6", // East
        "0-1 2-2 1-4 2-4 4-4 0-5 3-5", // North
        "0-0 1-1 1-2 1-3 0-4 0-6 1-6", // West
    ];
    let mut m = start(&french("0"), &hands, None);
    #[rustfmt::skip]
    play(&mut m, &[
        "pose 0-0", "0-2 south", "pass", "0-5 east", "0-4 north", "0-3 west", "3-3 west",
        "4-4 north", "1-3 west", "4-6 north", "5-5 east", "2-2 south", "1-2 south", "6-6 north",
        "5-6 north", "3-5 north", "1-1 west", "2-3 north", "1-5 west", "2-4 north", "1-6 south",
        "2-6 south", "4-5 north",
        // East's 4-5 leaves nothing for North, West and South: a board pass.
        "pass", "pass", "pass",
        "2-5 east",
        // Now nobody at all can play: blocked.
        "pass", "pass", "pass", "pass",
    ]);
    let result = m.results().last().unwrap();
    assert_eq!(result.end, HandEnding::Blocked);
    assert_eq!(result.counts[..4], [9, 7, 6, 6]);
    assert_eq!(result.winner, None, "North and West share the lowest count");
    // One board pass (after 4-5) for North, West and South; none for the block.
    assert_eq!(result.points[..4], [9 + 10, 7, 6 + 10, 6 + 10]);
    assert_eq!(m.state().next_pose, NextPose::Opening);

    let next = deal(
        &french("0"),
        &[
            "0-1 1-1 1-2 1-3 1-4 1-5 1-6",
            "0-2 2-2 2-3 2-4 2-5 2-6 3-3",
            "0-0 0-3 3-4 3-5 3-6 4-4 4-5",
            "0-4 0-5 0-6 4-6 5-5 5-6 6-6",
        ],
        None,
    );
    m.next_hand_with(&next);
    assert_eq!(m.hand().pose_rule(), PoseRule::Tile(t("0-0")));
    assert_eq!(m.hand().turn(), NORTH);
    assert_eq!(legal(m.hand()), texts(&["pose 0-0"]));
}

/// How a finished hand is scored: every player adds their count, the one who went out 0;
/// holding a double doubles a hand score; going out on a double doubles everyone else's;
/// both stack to x4. Each row is a full hand.
#[test]
fn hand_scores_double_for_a_held_double_and_for_going_out_on_a_double() {
    struct Row {
        hands: [&'static str; 4],
        moves: &'static [&'static str],
        out: Seat,
        left: [&'static str; 4],
        points: [i32; 4],
    }
    #[rustfmt::skip]
    let rows = [
        // East goes out with [3-6]; West still holds [6-6]: only West's score doubles.
        Row {
            hands: [
                "0-0 0-1 1-1 1-3 2-3 0-5 0-6", "0-2 3-3 0-4 2-4 4-5 3-6 4-6",
                "2-2 1-4 3-4 1-5 3-5 1-6 5-6", "1-2 0-3 4-4 2-5 5-5 2-6 6-6",
            ],
            moves: &[
                "pose 0-0", "0-2 north", "pass", "0-3 east", "0-5 west", "0-4 south", "2-2 north",
                "1-2 north", "1-1 north", "3-3 east", "1-5 north", "5-5 west", "2-3 east",
                "4-5 west", "3-5 north", "4-4 west", "1-3 north", "4-6 west", "1-4 north",
                "2-6 east", "pass", "2-4 north", "3-4 south", "2-5 north", "pass", "3-6 south",
            ],
            out: EAST,
            left: ["0-1 0-6", "", "1-6 5-6", "6-6"],
            points: [7, 0, 18, 12 * 2],
        },
        // South goes out with [4-4]: everyone else doubles, North (holding [1-1]) x4.
        Row {
            hands: [
                "0-0 2-2 4-4 0-6 2-6 3-6 5-6", "0-1 0-3 3-3 1-4 0-5 4-5 5-5",
                "1-1 1-3 2-3 2-4 3-5 1-6 4-6", "0-2 1-2 0-4 3-4 1-5 2-5 6-6",
            ],
            moves: &[
                "pose 0-0", "0-5 east", "pass", "0-2 north", "0-6 south", "0-3 west", "pass",
                "6-6 south", "2-6 south", "3-3 west", "2-3 west", "pass", "2-2 south", "5-5 east",
                "3-5 east", "1-2 south", "3-6 east", "pass", "2-4 north", "2-5 west", "5-6 west",
                "pass", "4-6 west", "pass", "4-4 west",
            ],
            out: SOUTH,
            left: ["", "0-1 1-4 4-5", "1-1 1-3 1-6", "0-4 3-4 1-5"],
            points: [0, 15 * 2, 13 * 4, 17 * 2],
        },
    ];
    for (i, row) in rows.iter().enumerate() {
        let mut m = start(&french("0"), &row.hands, None);
        play(&mut m, row.moves);
        let r = m.hand();
        assert!(
            matches!(r.end(), Some(HandEnding::Out { seat, .. }) if seat == row.out),
            "row {i}"
        );
        for s in Seat::all(4) {
            assert_eq!(r.hand(s), set(row.left[s.index()]), "row {i} {s:?}");
            assert_eq!(r.penalties(s), 0, "row {i} {s:?}");
        }
        // The same scores, worked out from the rule text.
        let Some(HandEnding::Out { tile: last, .. }) = r.end() else {
            unreachable!()
        };
        let expected: Vec<i32> = Seat::all(4)
            .map(|s| {
                let hand = r.hand(s);
                let mut score = pips(hand) as i32;
                if hand.iter().any(|t| t.is_double()) {
                    score *= 2;
                }
                if last.is_double() && s != row.out {
                    score *= 2;
                }
                score
            })
            .collect();
        assert_eq!(expected, row.points, "row {i}: the table itself");
        let result = m.results().last().unwrap();
        assert_eq!(result.points[..4], row.points, "row {i}");
        assert_eq!(result.winner, Some(Side::of_seat(row.out)), "row {i}");
        assert_eq!(m.state().scores[..4], row.points, "row {i}");
        assert_eq!(m.state().next_pose, NextPose::Double(row.out), "row {i}");
    }
}

/// Later hands: the winner poses a double of their choice, or passes the pose on when
/// they hold none. With the *0-0 counts 10* option a player left with [0-0] alone scores
/// 2 x 10 = 20 rather than 2 x 0 (the rule text's anomaly).
#[test]
fn later_hands_are_posed_by_the_winner_with_a_double_and_the_double_blank_option() {
    let first = [
        "0-0 0-1 1-1 1-3 2-3 0-5 0-6",
        "0-2 3-3 0-4 2-4 4-5 3-6 4-6",
        "2-2 1-4 3-4 1-5 3-5 1-6 5-6",
        "1-2 0-3 4-4 2-5 5-5 2-6 6-6",
    ];
    #[rustfmt::skip]
    let first_moves = [
        "pose 0-0", "0-2 north", "pass", "0-3 east", "0-5 west", "0-4 south", "2-2 north",
        "1-2 north", "1-1 north", "3-3 east", "1-5 north", "5-5 west", "2-3 east", "4-5 west",
        "3-5 north", "4-4 west", "1-3 north", "4-6 west", "1-4 north", "2-6 east", "pass",
        "2-4 north", "3-4 south", "2-5 north", "pass", "3-6 south",
    ];
    // Second hands: East won the first. Here East holds [2-2] and [5-5].
    let with_doubles = [
        "0-0 0-1 0-2 0-3 0-4 0-5 0-6",
        "2-2 5-5 1-2 1-3 1-4 1-5 1-6",
        "1-1 2-3 2-4 2-5 2-6 3-3 3-4",
        "3-5 3-6 4-4 4-5 4-6 5-6 6-6",
    ];
    let mut m = start(&french("0"), &first, None);
    play(&mut m, &first_moves);
    assert_eq!(m.state().next_pose, NextPose::Double(EAST));
    m.next_hand_with(&deal(&french("0"), &with_doubles, None));
    assert_eq!(m.hand().turn(), EAST);
    assert_eq!(legal(m.hand()), texts(&["pose 2-2", "pose 5-5"]));
    assert_eq!(
        m.play(Move::Pose(t("1-2"))),
        Err(IllegalMove::MustPoseDouble)
    );
    assert_eq!(m.play(Move::Pass), Err(IllegalMove::MustPlay));
    play(&mut m, &["pose 5-5"]);
    // The four sides of [5-5] take fives.
    assert_eq!(
        legal(m.hand()),
        texts(&["2-5 west", "2-5 east", "2-5 north", "2-5 south", "pass"])
    );
    play(&mut m, &["2-5 north"]);
    #[rustfmt::skip]
    assert_eq!(
        legal(m.hand()),
        texts(&[
            "3-5 west", "3-5 east", "3-5 south", "4-5 west", "4-5 east", "4-5 south",
            "5-6 west", "5-6 east", "5-6 south", "pass",
        ])
    );
    play(&mut m, &["3-5 west", "0-5 east", "1-5 south"]);
    assert_eq!(legal(m.hand()), texts(&["1-1 south", "3-3 west", "pass"]));
    play(&mut m, &["1-1 south", "pass"]);
    // South's 0-5 left the east arm showing 0 with [0-0] still out: it takes only [0-0],
    // while the south arm (its [1-1] now down) takes any one.
    let r = m.hand();
    assert_eq!(r.turn(), SOUTH);
    assert_eq!(legal(r), texts(&["0-0 east", "0-1 south", "pass"]));

    // Here East holds no double and passes the pose on; North poses 3-3. At the end
    // South is left with [0-0] alone.
    let without = [
        "0-0 1-1 2-2 0-4 4-4 2-5 3-5",
        "0-1 1-2 1-3 3-4 2-6 4-6 5-6",
        "2-3 3-3 0-5 1-5 4-5 5-5 6-6",
        "0-2 0-3 1-4 2-4 0-6 1-6 3-6",
    ];
    #[rustfmt::skip]
    let moves = [
        "pass", "pose 3-3", "3-6 east", "3-5 north", "3-4 west", "2-3 south", "pass",
        "2-2 south", "2-6 south", "5-5 north", "pass", "2-5 north", "1-2 north", "6-6 south",
        "1-6 east", "1-1 east", "5-6 south", "1-5 south", "1-4 north", "4-4 west", "1-3 south",
        "4-5 west", "0-3 south", "0-4 north", "0-1 east", "0-5 west",
    ];
    for (blank, south_scores) in [("0", 0), ("10", 20)] {
        let v = french(blank);
        let mut m = start(&v, &first, None);
        play(&mut m, &first_moves);
        assert_eq!(
            m.state().scores[..4],
            [7, 0, 18, 24],
            "0-0 was posed: the option changes nothing"
        );
        m.next_hand_with(&deal(&v, &without, None));
        assert_eq!(m.hand().pose_rule(), PoseRule::AnyDouble(EAST));
        assert_eq!(m.hand().turn(), EAST);
        assert_eq!(legal(m.hand()), texts(&["pass"]), "East has no double");
        play(&mut m, &["pass"]);
        assert_eq!(m.hand().turn(), NORTH);
        assert_eq!(
            legal(m.hand()),
            texts(&["pose 3-3", "pose 5-5", "pose 6-6"])
        );
        play(&mut m, &moves[1..]);
        let r = m.hand();
        assert!(matches!(r.end(), Some(HandEnding::Out { seat: NORTH, .. })));
        assert_eq!(r.hand(SOUTH), set("0-0"));
        let result = m.results().last().unwrap();
        assert_eq!(
            result.points[..4],
            [south_scores, 10, 0, 14],
            "0-0 counts {blank}"
        );
        assert_eq!(m.state().next_pose, NextPose::Double(NORTH));
    }
}

/// The match, over many random matches: scores add up hand by hand; the match ends when
/// someone reaches 100 and the lowest score is not shared, and that player wins; a shared
/// lowest plays one more hand. Each hand's pose follows the previous hand's result.
#[test]
fn the_match_ends_at_100_with_the_lowest_score_and_plays_on_when_it_is_shared() {
    let mut dice = Dice::for_model(3);
    let (mut shared_lowest, mut ties, mut passed_on) = (0, 0, 0);
    for (seed, blank) in (0..800u64).zip(["0", "10"].into_iter().cycle()) {
        let v = french(blank);
        let mut m = Match::new(v, seed);
        let mut totals = [0i32; 4];
        for hand in 0.. {
            assert!(hand < 200, "seed {seed}: the match does not end");
            let mut moves = 0;
            while !m.hand().is_over() {
                let mv = random_move(m.hand(), &mut dice);
                if mv == Move::Pass && m.hand().layout().is_empty() {
                    passed_on += 1;
                }
                m.play(mv).expect("a legal move");
                moves += 1;
                assert!(moves < 2000, "seed {seed}: the hand does not end");
            }
            let result = m.results().last().unwrap().clone();
            for (total, &points) in totals.iter_mut().zip(&result.points) {
                assert!(points >= 0);
                *total += points;
            }
            assert_eq!(m.state().scores[..4], totals, "seed {seed} hand {hand}");
            let low = *totals.iter().min().unwrap();
            let lowest: Vec<usize> = (0..4).filter(|&i| totals[i] == low).collect();
            if totals.iter().any(|&s| s >= 100) {
                if lowest.len() == 1 {
                    assert_eq!(m.winner(), Some(Side::new(lowest[0] as u8)), "seed {seed}");
                    break;
                }
                shared_lowest += 1;
            }
            assert_eq!(m.winner(), None, "seed {seed}");
            let expected_pose = match result.winner {
                Some(side) => PoseRule::AnyDouble(side.seat()),
                None => {
                    ties += 1;
                    PoseRule::Tile(t("0-0"))
                }
            };
            m.next_hand();
            assert_eq!(m.hand().pose_rule(), expected_pose, "seed {seed}");
        }
    }
    assert!(
        shared_lowest > 0,
        "no match reached 100 with a shared lowest"
    );
    assert!(ties > 0, "no tied hand");
    assert!(passed_on > 0, "no winner without a double");
}

/// Hand summaries say why (issue 12): each player's line names the kinds of penalty paid,
/// and going out on a double names who went out.
#[test]
fn hand_summaries_name_penalty_kinds_and_who_went_out_on_a_double() {
    // The board-pass hand above, played to its end: South goes out.
    let hands = [
        "0-0 0-1 1-2 2-2 4-4 0-5 2-5", // South
        "0-3 1-3 2-3 4-5 2-6 3-6 5-6", // East
        "1-1 0-2 2-4 3-4 1-5 5-5 1-6", // North
        "3-3 0-4 1-4 3-5 0-6 4-6 6-6", // West
    ];
    let mut m = start(&french("0"), &hands, None);
    #[rustfmt::skip]
    play(&mut m, &[
        "pose 0-0", "0-3 west", "0-2 north", "0-4 east", "0-1 south", "pass", "1-1 south",
        "3-3 west", "2-2 north", "2-3 north", "1-5 south", "3-5 north", "4-4 east", "1-3 west",
        "2-4 east", "1-4 west", "2-5 east", "4-5 west", "5-5 east", "pass", "0-5 west",
        "5-6 south", "pass", "0-6 west", "pass", "pass", "pass", "6-6 west", "pass",
        "2-6 south", "1-6 west", "pass", "1-2 west",
    ]);
    let result = m.results().last().expect("the hand ended");
    assert_eq!(
        result.notes,
        [
            "South went out with 1-2.",
            "South: went out, 0 + 10 in penalties (board pass) = 10.",
            "East: count 9 + 10 in penalties (board pass) = 19.",
            "North: count 7 + 10 in penalties (board pass) = 17.",
            "West: count 10.",
        ]
    );

    // South goes out with [4-4]: everyone else's score doubles, North's x4 with [1-1].
    let hands = [
        "0-0 2-2 4-4 0-6 2-6 3-6 5-6",
        "0-1 0-3 3-3 1-4 0-5 4-5 5-5",
        "1-1 1-3 2-3 2-4 3-5 1-6 4-6",
        "0-2 1-2 0-4 3-4 1-5 2-5 6-6",
    ];
    let mut m = start(&french("0"), &hands, None);
    #[rustfmt::skip]
    play(&mut m, &[
        "pose 0-0", "0-5 east", "pass", "0-2 north", "0-6 south", "0-3 west", "pass",
        "6-6 south", "2-6 south", "3-3 west", "2-3 west", "pass", "2-2 south", "5-5 east",
        "3-5 east", "1-2 south", "3-6 east", "pass", "2-4 north", "2-5 west", "5-6 west",
        "pass", "4-6 west", "pass", "4-4 west",
    ]);
    let result = m.results().last().expect("the hand ended");
    assert_eq!(
        result.notes,
        [
            "South went out with 4-4.",
            "South: went out, 0.",
            "East: count 15 x2 (South went out on a double) = 30.",
            "North: count 13 x4 (holds a double) (South went out on a double) = 52.",
            "West: count 17 x2 (South went out on a double) = 34.",
        ]
    );
}
