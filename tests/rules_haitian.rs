//! Haitian (Dekabès) (SPEC 1.4): the rules as scenarios on explicit deals.
//!
//! Five full hands of the partner game are the building blocks: an ordinary win, a
//! Dekabès, a win with a double that fits both ends, a blocked hand won by the single
//! lowest count, and a tied block. Each is posed with [6-6]; turned round the table by a
//! seat or more, the same moves are played by other seats, so a match can be put together
//! hand by hand with the poser the rules call for. The match tables state the scores the
//! rule text gives after each hand.

mod helpers;

use dominoes::rules::{
    DealError, End, Family, HandEnding, IllegalMove, Match, Move, NextPose, PoseRule, Seat, Side,
    Signal, SignalEvent, Team, Variant,
};
use helpers::model::*;
use helpers::*;

const SOUTH: Seat = Seat::new(0);
const EAST: Seat = Seat::new(1);
const NORTH: Seat = Seat::new(2);
const WEST: Seat = Seat::new(3);
const NS: Side = Side::new(0);
const EW: Side = Side::new(1);

fn partners() -> Variant {
    variant(Family::Haitian, 4, 6, &[])
}

/// A full four-player hand, posed with [6-6] by `poser`.
struct Block {
    hands: [&'static str; 4],
    moves: &'static [&'static str],
    poser: Seat,
}

/// North goes out with [0-5] on ends showing 0 and 6: it fits one end only. Worth 1.
const OUT: Block = Block {
    hands: [
        "2-2 0-4 3-4 1-5 3-5 1-6 5-6",
        "1-1 1-2 2-3 3-3 4-4 4-5 2-6",
        "0-1 0-2 0-5 2-5 0-6 4-6 6-6",
        "0-0 0-3 1-3 1-4 2-4 5-5 3-6",
    ],
    #[rustfmt::skip]
    moves: &[
        "pose 6-6", "3-6 right", "3-5 right", "2-6 left", "2-5 left", "5-5 left", "1-5 right",
        "1-2 right", "0-2 right", "0-3 right", "3-4 right", "4-5 left", "4-6 right", "2-4 left",
        "2-2 left", "2-3 left", "0-6 right", "1-3 left", "0-4 right", "1-1 left", "0-1 left",
        "1-4 right", "1-6 right", "pass", "0-5 left",
    ],
    poser: NORTH,
};

/// East goes out with [0-5] on ends showing 0 and 5: a Dekabès, worth 2.
const DEKABES: Block = Block {
    hands: [
        "0-0 0-1 1-1 0-3 2-3 3-3 4-5",
        "0-4 2-4 3-4 0-5 1-6 4-6 6-6",
        "0-2 2-2 1-3 1-5 3-5 2-6 3-6",
        "1-2 1-4 4-4 2-5 5-5 0-6 5-6",
    ],
    #[rustfmt::skip]
    moves: &[
        "pose 6-6", "2-6 left", "2-5 left", "4-5 left", "2-4 left", "3-6 right", "1-2 left",
        "1-1 left", "1-6 left", "1-3 right", "0-6 left", "0-0 left", "0-4 left", "1-5 right",
        "5-6 right", "pass", "4-6 right", "pass", "4-4 right", "pass", "3-4 right", "3-5 right",
        "1-4 left", "0-1 left", "0-5 right",
    ],
    poser: EAST,
};

/// North goes out with [2-2] on ends both showing 2: it fits either end, but a double is
/// not a Dekabès. Worth 1.
const DOUBLE_BOTH_ENDS: Block = Block {
    hands: [
        "0-1 1-1 2-4 0-5 2-5 4-5 5-6",
        "0-2 1-3 3-3 0-4 4-4 5-5 2-6",
        "0-0 2-2 0-3 1-4 3-4 3-5 6-6",
        "1-2 2-3 1-5 0-6 1-6 3-6 4-6",
    ],
    #[rustfmt::skip]
    moves: &[
        "pose 6-6", "4-6 left", "5-6 right", "0-4 left", "0-0 left", "1-5 right", "0-5 left",
        "5-5 left", "1-4 right", "pass", "4-5 right", "pass", "3-5 right", "2-3 right",
        "2-5 left", "0-2 right", "0-3 right", "1-2 left", "0-1 left", "3-3 right", "3-4 right",
        "0-6 left", "2-4 right", "2-6 left", "2-2 left",
    ],
    poser: NORTH,
};

/// Blocked with counts South 33, East 26, North 20, West 21: North's single lowest count
/// wins for North-South although their team count (53) is above East-West's (47).
const BLOCKED: Block = Block {
    hands: [
        "0-3 3-3 2-4 3-4 2-5 5-5 4-6",
        "1-2 2-2 0-4 3-5 4-5 3-6 6-6",
        "0-1 0-2 2-3 4-4 1-5 0-6 2-6",
        "0-0 1-1 1-3 1-4 0-5 1-6 5-6",
    ],
    #[rustfmt::skip]
    moves: &[
        "pose 6-6", "2-6 right", "5-6 left", "2-5 left", "2-2 left", "0-2 left", "0-0 left",
        "2-4 right", "0-4 right", "0-1 left", "1-1 left", "0-3 right", "1-2 left", "2-3 right",
        "pass", "pass", "pass", "pass",
    ],
    poser: EAST,
};

/// Blocked with counts South 15, East 23, North 17, West 15: South and West, opponents,
/// share the lowest count. A tie.
const TIE: Block = Block {
    hands: [
        "0-0 0-1 0-2 1-3 4-4 2-5 0-6",
        "1-2 0-3 2-3 3-5 5-5 4-6 6-6",
        "2-2 3-3 1-4 3-4 1-5 2-6 5-6",
        "1-1 0-4 2-4 0-5 4-5 1-6 3-6",
    ],
    #[rustfmt::skip]
    moves: &[
        "pose 6-6", "5-6 left", "1-6 right", "0-1 right", "3-5 left", "3-3 left", "3-6 left",
        "0-6 left", "0-3 right", "3-4 right", "4-5 right", "0-2 left", "2-3 left", "1-5 right",
        "1-1 right", "1-3 right", "pass", "pass", "pass", "pass",
    ],
    poser: EAST,
};

/// Plays `block` as the next hand of `m`, turned round the table so that the poser the
/// match calls for holds [6-6]. Returns by how many seats it was turned.
fn play_block(m: &mut Match, block: &Block, first: bool) -> u8 {
    let players = m.variant().players();
    let poser = match m.state().next_pose {
        NextPose::Opening => block.poser,
        NextPose::Team(team) => {
            // Either seat of the team will do: the nearer one.
            team.seats()
                .into_iter()
                .min_by_key(|s| (s.index() as u8 + players - block.poser.index() as u8) % players)
                .unwrap()
        }
        NextPose::Seat(seat) => seat,
        other => panic!("unexpected pose {other:?}"),
    };
    let turn = (poser.index() as u8 + players - block.poser.index() as u8) % players;
    let hands: Vec<&str> = (0..players)
        .map(|s| block.hands[((s + players - turn) % players) as usize])
        .collect();
    let d = deal(m.variant(), &hands, None);
    if first {
        *m = Match::with_deal(m.variant().clone(), 1, &d);
    } else {
        m.next_hand_with(&d);
    }
    if let NextPose::Team(_) = m.state().next_pose {
        let name = poser.name(players).to_ascii_lowercase();
        play(m, &[&format!("poser {name}")]);
    }
    play(m, block.moves);
    turn
}

/// A Dekabès: going out with a tile that is not a double and fits both open ends. It
/// scores 2 where an ordinary win scores 1.
#[test]
fn a_dekabes_scores_two() {
    let mut m = start(&partners(), &DEKABES.hands, None);
    let (last, before) = DEKABES.moves.split_last().unwrap();
    play(&mut m, before);
    let l = m.hand().layout();
    assert_eq!((l.end_number(End::LEFT), l.end_number(End::RIGHT)), (0, 5));
    assert_eq!(m.hand().hand(EAST), set("0-5"));
    assert_eq!(
        legal(m.hand()),
        texts(&["0-5 left", "0-5 right"]),
        "it fits either end"
    );
    play(&mut m, &[last]);
    let result = m.results().last().unwrap();
    assert!(matches!(
        result.end,
        HandEnding::Out {
            seat: EAST,
            either_end: true,
            ..
        }
    ));
    assert_eq!(result.winner, Some(EW));
    assert_eq!(result.points[..2], [0, 2]);
    assert_eq!(m.state().scores[..2], [0, 2]);
    assert!(result.notes.iter().any(|n| n.contains("Dekabès")));

    // An ordinary win, for comparison: [0-5] fitting one end only.
    let mut m = start(&partners(), &OUT.hands, None);
    let (last, before) = OUT.moves.split_last().unwrap();
    play(&mut m, before);
    let l = m.hand().layout();
    assert_eq!((l.end_number(End::LEFT), l.end_number(End::RIGHT)), (0, 6));
    play(&mut m, &[last]);
    let result = m.results().last().unwrap();
    assert_eq!(result.winner, Some(NS));
    assert_eq!(result.points[..2], [1, 0]);
}

/// A double that fits both ends (both show its number) is not a Dekabès: worth 1.
#[test]
fn a_double_that_fits_both_ends_is_not_a_dekabes() {
    let mut m = start(&partners(), &DOUBLE_BOTH_ENDS.hands, None);
    let (last, before) = DOUBLE_BOTH_ENDS.moves.split_last().unwrap();
    play(&mut m, before);
    let l = m.hand().layout();
    assert_eq!((l.end_number(End::LEFT), l.end_number(End::RIGHT)), (2, 2));
    assert_eq!(m.hand().hand(NORTH), set("2-2"));
    play(&mut m, &[last]);
    let result = m.results().last().unwrap();
    assert!(matches!(
        result.end,
        HandEnding::Out {
            seat: NORTH,
            either_end: false,
            ..
        }
    ));
    assert_eq!(result.points[..2], [1, 0]);
    assert!(!result.notes.iter().any(|n| n.contains("Dekabès")));
}

/// A blocked hand goes to the team of the single lowest count, whatever the partner
/// holds; opponents sharing the lowest count tie the hand.
#[test]
fn a_blocked_hand_goes_to_the_single_lowest_count_and_shared_lowest_ties() {
    for (block, counts, winner) in [
        (&BLOCKED, [33, 26, 20, 21], Some(NS)),
        (&TIE, [15, 23, 17, 15], None),
    ] {
        let mut m = start(&partners(), &block.hands, None);
        play(&mut m, block.moves);
        let result = m.results().last().unwrap();
        assert_eq!(result.end, HandEnding::Blocked);
        let own: Vec<u32> = Seat::all(4).map(|s| pips(m.hand().hand(s))).collect();
        assert_eq!(own, counts, "counts summed from the hands");
        assert_eq!(result.counts[..4], counts);
        assert_eq!(result.winner, winner);
        let points = if winner == Some(NS) { [1, 0] } else { [0, 0] };
        assert_eq!(result.points[..2], points);
        assert_eq!(m.state().scores[..2], points);
    }
}

/// What each hand leaves: the score of each team, and who poses next.
type Step = (&'static Block, [i32; 2], NextPose);

/// Matches put together hand by hand. After a tie nobody scores, the team that posed the
/// tied hand poses again, and the next win counts double (2, or 4 with a Dekabès), however
/// many ties came before. The winners add, the losers go back to 0; 4 wins the match.
#[test]
fn match_tables_ties_double_the_next_hand_losers_reset_and_four_wins() {
    use NextPose::Team as T;
    #[rustfmt::skip]
    let rows: &[(&str, &[Step], Option<Side>)] = &[
        ("a tie, then a Dekabès: 4, the match", &[
            (&TIE, [0, 0], T(Team::new(1))),
            (&DEKABES, [0, 4], T(Team::new(1))),
        ], Some(EW)),
        ("two ties, then a Dekabès: still 4", &[
            (&TIE, [0, 0], T(Team::new(1))),
            (&TIE, [0, 0], T(Team::new(1))),
            (&DEKABES, [0, 4], T(Team::new(1))),
        ], Some(EW)),
        ("three ties, then an ordinary win: 2", &[
            (&TIE, [0, 0], T(Team::new(1))),
            (&TIE, [0, 0], T(Team::new(1))),
            (&TIE, [0, 0], T(Team::new(1))),
            (&OUT, [0, 2], T(Team::new(1))),
        ], None),
        ("a tie after a win keeps the score; the tied hand's posers pose again", &[
            (&OUT, [1, 0], T(Team::new(0))),
            (&TIE, [1, 0], T(Team::new(0))),
            (&BLOCKED, [0, 2], T(Team::new(1))),
            (&OUT, [0, 3], T(Team::new(1))),
            (&OUT, [0, 4], T(Team::new(1))),
        ], Some(EW)),
        ("losers go back to 0 every time", &[
            (&OUT, [1, 0], T(Team::new(0))),
            (&DOUBLE_BOTH_ENDS, [2, 0], T(Team::new(0))),
            (&BLOCKED, [0, 1], T(Team::new(1))),
            (&DEKABES, [0, 3], T(Team::new(1))),
            (&BLOCKED, [1, 0], T(Team::new(0))),
            (&OUT, [2, 0], T(Team::new(0))),
            (&DEKABES, [4, 0], T(Team::new(0))),
        ], Some(NS)),
        ("3 then a Dekabès after a tie: 7, the most a score can reach", &[
            (&OUT, [1, 0], T(Team::new(0))),
            (&OUT, [2, 0], T(Team::new(0))),
            (&OUT, [3, 0], T(Team::new(0))),
            (&TIE, [3, 0], T(Team::new(0))),
            (&DEKABES, [7, 0], T(Team::new(0))),
        ], Some(NS)),
    ];
    for &(name, steps, winner) in rows {
        let mut m = Match::new(partners(), 1);
        for (i, &(block, scores, next)) in steps.iter().enumerate() {
            assert!(!m.is_over(), "{name}: over before hand {i}");
            let before = m.state().scores;
            play_block(&mut m, block, i == 0);
            assert!(m.hand().is_over(), "{name}: hand {i} did not end");
            // The notes say the losers go back to 0 only when one of them had points.
            let lost = (0..2).any(|s| before[s] > 0 && m.state().scores[s] == 0);
            let said = m
                .state()
                .notes
                .iter()
                .any(|n| n.ends_with("; the others go back to 0."));
            assert_eq!(said, lost, "{name}: hand {i}: {:?}", m.state().notes);
            assert_eq!(m.state().scores[..2], scores, "{name}: after hand {i}");
            assert_eq!(m.state().next_pose, next, "{name}: after hand {i}");
            assert!(m.state().scores[..2].iter().all(|&s| s <= 7));
        }
        assert_eq!(m.winner(), winner, "{name}");
    }
}

/// The signals go with a play, are kept with the move they went with, and are public.
/// They are refused with the option off, in the individual forms, with a pose, and with
/// an illegal play (which records nothing).
#[test]
fn signals_go_with_plays_and_are_refused_where_they_are_not_played() {
    let mut m = start(&partners(), &DEKABES.hands, None);
    play(&mut m, &["pose 6-6"]);
    let first = mv(&m, "2-6 left");
    assert_eq!(m.play_with_signal(first, Signal::Strong), Ok(()));
    let wrong = Move::Play {
        tile: t("4-4"),
        end: End::LEFT,
        open: 4,
    };
    assert_eq!(
        m.play_with_signal(wrong, Signal::None),
        Err(IllegalMove::DoesNotFit(t("4-4"), End::LEFT))
    );
    let second = mv(&m, "2-5 left");
    assert_eq!(m.play_with_signal(second, Signal::None), Ok(()));
    play(&mut m, &["4-5 left"]);
    let third = mv(&m, "2-4 left");
    assert_eq!(m.play_with_signal(third, Signal::Some), Ok(()));
    assert_eq!(
        m.signals(),
        [
            SignalEvent {
                move_index: 1,
                seat: NORTH,
                signal: Signal::Strong,
                number: 2,
            },
            SignalEvent {
                move_index: 2,
                seat: WEST,
                signal: Signal::None,
                number: 5,
            },
            SignalEvent {
                move_index: 4,
                seat: EAST,
                signal: Signal::Some,
                number: 2,
            },
        ]
    );
    assert_eq!(m.moves().len(), 5, "the refused play was not recorded");
    assert_eq!(
        m.play_with_signal(Move::Pass, Signal::Some),
        Err(IllegalMove::SignalWithoutPlay)
    );

    // A pose is not a play on an end.
    let mut m = start(&partners(), &DEKABES.hands, None);
    assert_eq!(
        m.play_with_signal(Move::Pose(t("6-6")), Signal::Strong),
        Err(IllegalMove::SignalWithoutPlay)
    );
    assert!(m.signals().is_empty());

    // Off, and in the individual forms: refused, and the play is not made.
    for v in [
        variant(Family::Haitian, 4, 6, &[("signals", "off")]),
        variant(
            Family::Haitian,
            4,
            6,
            &[("form", "individual"), ("signals", "on")],
        ),
    ] {
        let mut m = start(&v, &DEKABES.hands, None);
        play(&mut m, &["pose 6-6"]);
        let first = mv(&m, "2-6 left");
        assert_eq!(
            m.play_with_signal(first, Signal::Strong),
            Err(IllegalMove::NoSignals)
        );
        assert_eq!(m.moves().len(), 1);
        assert_eq!(m.play(first), Ok(()), "the same play without a signal");
        assert!(m.signals().is_empty());
    }
}

/// The first hand is posed by the [6-6] holder with four players.
#[test]
fn the_double_six_holder_poses_the_first_hand() {
    let m = start(&partners(), &BLOCKED.hands, None);
    assert_eq!(m.hand().pose_rule(), PoseRule::Tile(t("6-6")));
    assert_eq!(m.hand().turn(), EAST);
    assert_eq!(legal(m.hand()), texts(&["pose 6-6"]));
}

/// Two players. *draw*: 7 each, the other 14 in the boneyard, drawn one at a time until a
/// tile fits, passing only once it is empty. *block*: 7 each, 14 out of play, pass when
/// stuck. *fourteen*: 14 each. The first hand is posed by the highest double's holder,
/// or, with no double dealt, the heaviest tile's.
#[test]
fn two_players_draw_block_and_fourteen() {
    // The double-six and double-five wait in the boneyard; North's 4-4 is the highest
    // double dealt.
    let south = "0-1 0-2 0-3 1-2 1-3 2-3 0-5";
    let north = "4-4 0-4 1-4 2-4 3-4 3-3 1-5";
    let boneyard = "6-6 5-5 2-5 3-5 4-5 0-6 1-6 2-6 3-6 4-6 5-6 0-0 1-1 2-2";
    for form in ["draw", "block"] {
        let v = variant(Family::Haitian, 2, 6, &[("form", form)]);
        let mut m = start(&v, &[south, north], Some(boneyard));
        assert_eq!(m.hand().pose_rule(), PoseRule::Tile(t("4-4")), "{form}");
        assert_eq!(m.hand().turn(), Seat::new(1), "{form}");
        play(&mut m, &["pose 4-4"]);
        // South holds no four.
        if form == "draw" {
            assert_eq!(m.hand().boneyard_len(), 14);
            assert_eq!(legal(m.hand()), texts(&["draw"]));
            assert_eq!(m.play(Move::Pass), Err(IllegalMove::MustDraw));
            // 6-6, 5-5, 2-5, 3-5 do not fit; 4-5 does.
            play(&mut m, &["draw", "draw", "draw", "draw"]);
            assert_eq!(legal(m.hand()), texts(&["draw"]));
            play(&mut m, &["draw"]);
            assert_eq!(m.hand().boneyard_len(), 9);
            assert!(m.hand().hand(SOUTH).contains(t("4-5")));
            assert_eq!(legal(m.hand()), texts(&["4-5 left", "4-5 right"]));
            assert_eq!(m.play(Move::Draw), Err(IllegalMove::MustPlay));
        } else {
            assert_eq!(m.hand().boneyard_len(), 0);
            assert_eq!(m.hand().undealt().len(), 14, "out of play");
            assert_eq!(legal(m.hand()), texts(&["pass"]));
            assert_eq!(m.play(Move::Draw), Err(IllegalMove::NoDrawing));
        }
    }

    // No double dealt at all: the heaviest tile (6-5) poses.
    let v = variant(Family::Haitian, 2, 6, &[("form", "block")]);
    let m = start(
        &v,
        &["0-1 0-2 0-3 1-2 1-3 2-3 5-6", "0-4 1-4 2-4 3-4 0-5 1-5 4-6"],
        None,
    );
    assert_eq!(m.hand().pose_rule(), PoseRule::Tile(t("5-6")));
    assert_eq!(m.hand().turn(), SOUTH);

    // Fourteen each: every tile is dealt, nothing to draw.
    let v = variant(Family::Haitian, 2, 6, &[("form", "fourteen")]);
    assert_eq!(v.mechanics().hand_size, 14);
    let m = start(
        &v,
        &[
            "0-0 0-1 0-2 0-3 0-4 0-5 0-6 1-1 1-2 1-3 1-4 1-5 1-6 2-2",
            "2-3 2-4 2-5 2-6 3-3 3-4 3-5 3-6 4-4 4-5 4-6 5-5 5-6 6-6",
        ],
        None,
    );
    assert_eq!(m.hand().turn(), Seat::new(1));
    assert_eq!(legal(m.hand()), texts(&["pose 6-6"]));
    assert_eq!(m.hand().undealt().len(), 0);
}

/// Three players: the double blank is taken out and each is dealt 9; it never turns up.
#[test]
fn three_players_play_without_the_double_blank() {
    let v = variant(Family::Haitian, 3, 6, &[]);
    assert!(!v.mechanics().in_play.contains(t("0-0")));
    assert_eq!(v.mechanics().in_play.len(), 27);
    assert_eq!(v.mechanics().hand_size, 9);
    let hands = [
        "0-1 0-2 0-3 0-4 0-5 0-6 1-1 1-2 1-3",
        "1-4 1-5 1-6 2-2 2-3 2-4 2-5 2-6 3-3",
        "3-4 3-5 3-6 4-4 4-5 4-6 5-5 5-6 6-6",
    ];
    let m = start(&v, &hands, None);
    assert_eq!(m.hand().undealt().len(), 0, "all 27 are dealt");
    assert_eq!(m.hand().turn(), Seat::new(2));
    assert_eq!(legal(m.hand()), texts(&["pose 6-6"]));
    // A deal with the double blank is refused.
    let with_blank = [
        tiles("0-0 0-2 0-3 0-4 0-5 0-6 1-1 1-2 1-3"),
        tiles(hands[1]),
        tiles(hands[2]),
    ];
    assert_eq!(
        dominoes::rules::Deal::explicit(v.mechanics(), &with_blank, None),
        Err(DealError::NotInGame(t("0-0")))
    );
    // Nor does a seeded deal ever hold it.
    for seed in 0..200 {
        let m = Match::new(v.clone(), seed);
        let dealt = Seat::all(3).fold(set(""), |acc, s| acc | m.hand().hand(s));
        assert_eq!(dealt.len(), 27);
        assert!(!dealt.contains(t("0-0")), "seed {seed}");
    }
}

/// The individual forms score each player alone: a win needs 4 points in a row, since a
/// hand's losers go back to 0. The winner poses next; after a tie, whoever posed it.
#[test]
fn four_players_individual_need_four_in_a_row() {
    let v = variant(Family::Haitian, 4, 6, &[("form", "individual")]);
    assert_eq!(v.sides(), 4);
    use NextPose::Seat as S;
    #[rustfmt::skip]
    let steps: &[(&Block, [i32; 4], NextPose)] = &[
        (&DEKABES, [0, 2, 0, 0], S(EAST)),
        (&OUT, [0, 3, 0, 0], S(EAST)),
        // The blocked hand goes to the single lowest count (20): East is back to 0.
        (&BLOCKED, [0, 0, 1, 0], S(NORTH)),
        (&TIE, [0, 0, 1, 0], S(NORTH)),
        (&DEKABES, [0, 0, 5, 0], S(NORTH)),
    ];
    let mut m = Match::new(v, 1);
    for (i, &(block, scores, next)) in steps.iter().enumerate() {
        assert!(!m.is_over(), "over before hand {i}");
        play_block(&mut m, block, i == 0);
        assert_eq!(m.state().scores[..4], scores, "after hand {i}");
        assert_eq!(m.state().next_pose, next, "after hand {i}");
    }
    assert_eq!(m.winner(), Some(Side::new(2)));
}

/// Every individual form (two players: draw, block, fourteen; three; four individual):
/// the partner game's scoring for each player alone (1, 2 for a Dekabès, doubled after a
/// tie; a tie when two players share the lowest count; the losers back to 0), the winner
/// or the tied hand's poser posing next, and 4 in a row to win. Random matches, checked
/// hand by hand against the rule text.
#[test]
fn individual_forms_score_four_in_a_row_over_random_matches() {
    let mut dice = Dice::for_model(5);
    for (players, form) in [
        (2, "draw"),
        (2, "block"),
        (2, "fourteen"),
        (3, ""),
        (4, "individual"),
    ] {
        let v = if form.is_empty() {
            variant(Family::Haitian, players, 6, &[])
        } else {
            variant(Family::Haitian, players, 6, &[("form", form)])
        };
        let sides = players as usize;
        let (mut ties, mut dekabes) = (0, 0);
        for seed in 0..150 {
            let mut m = Match::new(v.clone(), seed);
            let mut scores = [0i32; 4];
            let mut worth_double = false;
            for hand in 0.. {
                assert!(hand < 500, "{form} seed {seed}: no end");
                if let NextPose::Seat(s) = m.state().next_pose {
                    assert_eq!(m.hand().turn(), s);
                    assert_eq!(m.hand().pose_rule(), PoseRule::Any(s));
                }
                let mut last = None;
                while !m.hand().is_over() {
                    let mv = random_move(m.hand(), &mut dice);
                    if let Move::Play { tile, .. } = mv {
                        let l = m.hand().layout();
                        let (a, b) = (l.end_number(End::LEFT), l.end_number(End::RIGHT));
                        let either = !tile.is_double()
                            && ((tile.low(), tile.high()) == (a, b)
                                || (tile.low(), tile.high()) == (b, a));
                        last = Some(either);
                    }
                    m.play(mv).expect("legal");
                }
                let r = m.hand();
                let result = m.results().last().unwrap();
                let winner = match r.end().unwrap() {
                    HandEnding::Out { seat, .. } => Some(seat.index()),
                    HandEnding::Blocked => {
                        let counts: Vec<u32> = (0..sides)
                            .map(|s| pips(r.hand(Seat::new(s as u8))))
                            .collect();
                        let low = *counts.iter().min().unwrap();
                        let at_low: Vec<usize> = (0..sides).filter(|&s| counts[s] == low).collect();
                        (at_low.len() == 1).then(|| at_low[0])
                    }
                };
                assert_eq!(
                    result.winner.map(|s| s.index()),
                    winner,
                    "{form} seed {seed}"
                );
                match winner {
                    None => {
                        ties += 1;
                        worth_double = true;
                        assert_eq!(
                            m.state().next_pose,
                            NextPose::Seat(result.poser),
                            "the tied hand's poser poses again"
                        );
                    }
                    Some(w) => {
                        let by_dekabes =
                            matches!(r.end(), Some(HandEnding::Out { .. })) && last == Some(true);
                        dekabes += usize::from(by_dekabes);
                        let mut points = if by_dekabes { 2 } else { 1 };
                        if worth_double {
                            points *= 2;
                        }
                        worth_double = false;
                        for (s, score) in scores.iter_mut().enumerate().take(sides) {
                            *score = if s == w { *score + points } else { 0 };
                        }
                    }
                }
                assert_eq!(
                    m.state().scores[..sides],
                    scores[..sides],
                    "{form} seed {seed}"
                );
                if m.is_over() {
                    let w = winner.expect("a tie does not end the match");
                    assert!(scores[w] >= 4 && scores[w] <= 7);
                    break;
                }
                assert!(scores.iter().all(|&s| s < 4));
                m.next_hand();
            }
        }
        assert!(
            ties > 0 && dekabes > 0,
            "{form}: {ties} ties, {dekabes} Dekabès"
        );
    }
}

/// Hand summaries say why (issue 12): a plain win shows its points, a win after a tie
/// says its points were doubled by it, and a tie says what the next hand is worth.
#[test]
fn hand_summaries_show_the_points_and_the_doubling() {
    let notes = |m: &Match| m.results().last().expect("a result").notes.clone();
    // An ordinary win and a blocked one: their points.
    let mut m = Match::new(partners(), 1);
    play_block(&mut m, &OUT, true);
    assert_eq!(
        notes(&m),
        [
            "North went out with 0-5.",
            "North-South wins the hand: 1 point."
        ]
    );
    let mut m = Match::new(partners(), 1);
    play_block(&mut m, &BLOCKED, true);
    assert_eq!(
        notes(&m),
        [
            "Blocked: nobody could play. Counts: South 33, East 26, North 20, West 21.",
            "North has the lowest count (20).",
            "North-South wins the hand: 1 point.",
        ]
    );

    // A tie, a second tie, then a Dekabès: doubled once, never more.
    let mut m = Match::new(partners(), 1);
    play_block(&mut m, &TIE, true);
    assert_eq!(
        notes(&m).last().map(String::as_str),
        Some("Opponents share the lowest count: no score, and the next hand counts double.")
    );
    play_block(&mut m, &TIE, false);
    assert_eq!(
        notes(&m).last().map(String::as_str),
        Some("Opponents share the lowest count: no score, and the next hand still counts double (never more).")
    );
    play_block(&mut m, &DEKABES, false);
    let result = m.results().last().expect("a result");
    assert_eq!(result.points[..2], [0, 4], "the hand's points, doubled");
    assert_eq!(
        result.notes,
        [
            "East went out with 0-5.",
            "Dekabès: East's last tile fitted both ends.",
            "East-West wins with a Dekabès: 2 points, doubled by the tied hand before: 4 points.",
        ]
    );
    assert_eq!(
        m.state().notes,
        ["East-West scores 4.", "East-West reaches 4: match won.",]
    );

    // A tie, then an ordinary win (turned one seat: West goes out).
    let mut m = Match::new(partners(), 1);
    play_block(&mut m, &TIE, true);
    assert_eq!(play_block(&mut m, &OUT, false), 1);
    assert_eq!(
        notes(&m),
        [
            "West went out with 0-5.",
            "East-West wins the hand: 1 point, doubled by the tied hand before: 2 points.",
        ]
    );
    assert_eq!(m.state().notes, ["East-West scores 2."]);
}
