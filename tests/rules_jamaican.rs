//! Jamaican Partner (SPEC 1.1): the rules as scenarios.
//!
//! The blocked hand, the key tile and the lone double are real hands played move by move
//! from a full deal. The match scenarios (six-love, the 1-1 play-off, tie replays, who
//! poses) are tables: each row is a sequence of hand endings; for each hand a seeded search
//! finds a deal and legal moves that end it that way, and they are played through the
//! checked API.

mod helpers;

use dominoes::rules::{
    End, Family, HandEnding, IllegalMove, Match, Move, NextPose, Phase, PoseRule, Seat, Side, Team,
    Variant,
};
use helpers::hands::*;
use helpers::*;
use Next::{Opening, Over};
use Want::{Block, Key, Out, Tie, Win};

const SOUTH: Seat = Seat::new(0);
const EAST: Seat = Seat::new(1);
const NORTH: Seat = Seat::new(2);
const WEST: Seat = Seat::new(3);

fn jamaican(rules: &[(&str, &str)]) -> Variant {
    variant(Family::Jamaican, 4, 6, rules)
}

/// The rule text's example: "the game is blocked and North has [5-5] & [5-3], South [1-1],
/// East [2-2], West [5-2] & [2-3]: North-South win because of South's [1-1], even though
/// North-South have more spots in total than East-West." A full deal, played to that block.
#[test]
fn blocked_example_from_the_rule_text() {
    let v = jamaican(&[]);
    let d = deal(
        &v,
        &[
            "1-1 1-2 1-3 3-4 1-5 1-6 5-6", // South
            "0-1 0-2 2-2 0-4 0-5 0-6 2-6", // East
            "0-3 1-4 3-5 4-5 5-5 3-6 4-6", // North
            "0-0 2-3 3-3 2-4 4-4 2-5 6-6", // West
        ],
        None,
    );
    let mut m = Match::with_deal(v, 1, &d);
    let mut log = HandLog::start(&m);
    #[rustfmt::skip]
    play_text(&mut m, &mut log, &[
        "pose 6-6", "5-6 left", "0-6 right", "4-5 left", "0-0 right", "3-4 left", "0-1 right",
        "1-4 right", "4-4 right", "1-3 left", "0-4 right", "0-3 right", "3-3 right", "1-5 left",
        "0-5 left", "3-6 right", "pass", "1-6 right", "0-2 left", "pass", "2-4 left",
        "1-2 right", "2-6 right", "4-6 right", "pass", "pass", "pass", "pass",
    ]);
    let r = m.hand();
    assert_eq!(r.end(), Some(HandEnding::Blocked));
    assert_eq!(r.hand(NORTH), set("5-5 3-5"));
    assert_eq!(r.hand(SOUTH), set("1-1"));
    assert_eq!(r.hand(EAST), set("2-2"));
    assert_eq!(r.hand(WEST), set("2-5 2-3"));
    let c = counts(r);
    assert!(c[0] + c[2] > c[1] + c[3], "North-South hold more pips");
    let result = m.results().last().unwrap();
    assert_eq!(result.counts, [2, 4, 18, 12]);
    assert_eq!(
        result.winner,
        Some(Side::new(0)),
        "South's 1-1 wins for North-South"
    );
    assert_eq!(result.points[..2], [1, 0]);
    assert_eq!(m.state().scores[..2], [1, 0]);
    assert!(r.legal_moves().is_empty());
    assert_eq!(m.play(Move::Pass), Err(IllegalMove::HandOver));
}

/// Blocked hands go to the team of the single lowest count. Each row is a real blocked
/// hand (a full deal played with legal moves until nobody can play, found by a seeded
/// search) leaving exactly these tiles to South, East, North and West.
#[test]
fn blocked_hands_go_to_the_single_lowest_count() {
    #[rustfmt::skip]
    let rows: &[(&str, Left4, Option<u8>)] = &[
        ("the rule text's example", ["1-1", "2-2", "5-5 3-5", "2-5 2-3"], Some(0)),
        ("the same turned: West's 1-1 wins for East-West", ["2-2", "5-5 3-5", "2-5 2-3", "1-1"], Some(1)),
        ("two opponents tied for lowest: tied hand", ["1-1", "0-2", "0-5 2-5", "3-3"], None),
        ("partners tied for lowest: their team wins", ["1-1", "0-5 2-5", "0-2", "3-3"], Some(0)),
        ("both partners and an opponent tied: tied hand", ["0-4", "2-2", "1-3", "0-1 3-4"], None),
        ("East alone lowest, East-West holding more", ["3-3", "0-1", "2-2", "0-5 1-5"], Some(1)),
    ];
    for (i, &(name, left, winner)) in rows.iter().enumerate() {
        let (m, _) = play_blocked(&jamaican(&[]), &left, 100 + i as u64);
        assert_eq!(m.hand().end(), Some(HandEnding::Blocked), "{name}");
        let result = m.results().last().unwrap();
        assert_eq!(result.winner, winner.map(Side::new), "{name}: winner");
        let expect_scores = match winner {
            Some(0) => [1, 0],
            Some(_) => [0, 1],
            None => [0, 0],
        };
        assert_eq!(m.state().scores[..2], expect_scores, "{name}: scores");
    }
}

/// A key tile: West goes out with 2-6 when the left end shows 2 and the right end 6, both
/// hard ends (seven 2s and seven 6s on the table), so 2-6 is the only tile that can still
/// be played anywhere. Worth 2 points; 1 with the key tile rule off.
#[test]
fn going_out_with_the_key_tile_scores_two() {
    let hands = [
        "1-1 0-2 0-3 1-4 4-4 4-6 6-6", // South
        "0-0 0-1 0-4 2-4 0-6 3-6 5-6", // East
        "1-2 2-2 3-3 3-4 2-5 3-5 1-6", // North
        "1-3 2-3 0-5 1-5 4-5 5-5 2-6", // West
    ];
    #[rustfmt::skip]
    let moves = [
        "pose 6-6", "0-6 right", "1-6 left", "1-5 left", "0-3 right", "5-6 left", "3-5 right",
        "0-5 right", "4-6 left", "0-4 right", "3-4 right", "2-3 right", "4-4 left", "2-4 left",
        "2-5 right", "5-5 right", "0-2 left", "0-1 left", "1-2 left", "4-5 right", "1-4 right",
        "pass", "2-2 left", "1-3 right", "pass", "3-6 right", "pass",
    ];
    for (key_rule, points) in [("on", 2), ("off", 1)] {
        let v = jamaican(&[("key_tile", key_rule)]);
        let mut m = Match::with_deal(v.clone(), 1, &deal(&v, &hands, None));
        let mut log = HandLog::start(&m);
        play_text(&mut m, &mut log, &moves);
        let r = m.hand();
        assert_eq!(r.turn(), WEST);
        assert_eq!(r.hand(WEST), set("2-6"));
        let l = r.layout();
        assert_eq!((l.end_number(End::LEFT), l.end_number(End::RIGHT)), (2, 6));
        assert_eq!((halves_on_table(r, 2), halves_on_table(r, 6)), (7, 7));
        assert!(l.is_hard(End::LEFT, v.set()) && l.is_hard(End::RIGHT, v.set()));
        // The key tile is the one tile left that fits anywhere (on either end).
        let key = |end, open| Move::Play {
            tile: t("2-6"),
            end,
            open,
        };
        assert_eq!(sorted_legal(r), vec![key(End::LEFT, 6), key(End::RIGHT, 2)]);
        let others = [SOUTH, EAST, NORTH].map(|s| r.hand(s));
        assert!(others
            .iter()
            .flat_map(|h| h.iter())
            .all(|x| !x.has(2) && !x.has(6)));
        play_text(&mut m, &mut log, &["2-6 left"]);
        match m.hand().end() {
            Some(HandEnding::Out { seat, key_tile, .. }) => {
                assert_eq!(seat, WEST);
                assert!(key_tile, "the engine should see the key tile");
            }
            other => panic!("expected West out, got {other:?}"),
        }
        let result = m.results().last().unwrap();
        assert_eq!(result.winner, Some(Side::new(1)));
        assert_eq!(result.points[..2], [0, points], "key_tile={key_rule}");
        assert_eq!(m.state().scores[..2], [0, points], "key_tile={key_rule}");
    }
}

/// "A double can be the only playable tile (the other six tiles of its number played and
/// both ends showing it), but it is not a key tile": South goes out with 4-4 for 1 point.
#[test]
fn a_lone_double_is_not_a_key_tile() {
    let v = jamaican(&[]);
    let d = deal(
        &v,
        &[
            "0-3 0-4 2-4 4-4 3-5 4-5 5-6", // South
            "0-2 3-3 1-5 5-5 1-6 4-6 6-6", // East
            "1-1 2-2 1-3 1-4 0-5 0-6 2-6", // North
            "0-0 0-1 1-2 2-3 3-4 2-5 3-6", // West
        ],
        None,
    );
    let mut m = Match::with_deal(v, 1, &d);
    let mut log = HandLog::start(&m);
    #[rustfmt::skip]
    play_text(&mut m, &mut log, &[
        "pose 6-6", "0-6 right", "0-1 right", "5-6 left", "1-5 right", "0-5 left", "2-5 right",
        "0-4 left", "0-2 right", "1-4 left", "0-0 right", "0-3 right", "1-6 left", "1-3 right",
        "1-2 right", "2-4 right", "4-6 left", "pass", "3-4 right", "3-5 right", "5-5 right",
        "pass", "pass", "4-5 right", "pass", "pass", "pass",
    ]);
    let r = m.hand();
    let l = r.layout();
    assert_eq!((l.end_number(End::LEFT), l.end_number(End::RIGHT)), (4, 4));
    assert_eq!(
        halves_on_table(r, 4),
        6,
        "all six other 4s are on the table"
    );
    assert_eq!(r.hand(SOUTH), set("4-4"));
    assert!(
        [EAST, NORTH, WEST]
            .iter()
            .all(|&s| !r.hand(s).iter().any(|t| t.has(4))),
        "4-4 is the only playable tile"
    );
    play_text(&mut m, &mut log, &["4-4 right"]);
    assert!(matches!(
        m.hand().end(),
        Some(HandEnding::Out {
            key_tile: false,
            ..
        })
    ));
    let result = m.results().last().unwrap();
    assert_eq!(result.winner, Some(Side::new(0)));
    assert_eq!(result.points[..2], [1, 0], "a lone double scores 1");
}

/// Going out scores 1 unless the last tile is a key tile: rows found in real hands by
/// what the table showed before the last tile.
#[test]
fn only_the_key_tile_scores_two() {
    type Accept = fn(&HandLog) -> bool;
    #[rustfmt::skip]
    let rows: &[(&str, Accept, i32)] = &[
        ("key tile", |l| l.key, 2),
        ("tile matching both ends, not both hard", |l| l.either_end && !l.key, 1),
        ("double going out", |l| l.out.is_some_and(|(_, t)| t.is_double()), 1),
        ("ordinary last tile", |l| l.out.is_some() && !l.either_end, 1),
    ];
    for (i, &(what, accept, points)) in rows.iter().enumerate() {
        let mut table = Table::new(jamaican(&[]), 40 + i as u64);
        let log = table.hand_where(what, accept);
        let result = table.m().results().last().unwrap();
        let (seat, _) = log.out.unwrap();
        assert_eq!(result.points[seat.index() % 2], points, "{what}");
    }
}

/// Six-love, key tile on, no play-off, no tie replay. Played with both opening rules:
/// after a reset or a tie the 6-6 holder poses 6-6 (tournament) or any tile (sporting).
#[test]
fn six_love_scoring() {
    #[rustfmt::skip]
    let rows: &[(&str, &[Step])] = &[
        ("a winner adds at 0-0 and while leading", &[
            (Win(0), &[1, 0], Next::Team(0)),
            (Win(0), &[2, 0], Next::Team(0)),
            (Win(0), &[3, 0], Next::Team(0)),
        ]),
        ("the trailing side winning resets to 0-0", &[
            (Win(0), &[1, 0], Next::Team(0)),
            (Win(1), &[0, 0], Opening),
            (Win(1), &[0, 1], Next::Team(1)),
            (Win(1), &[0, 2], Next::Team(1)),
            (Win(0), &[0, 0], Opening),
        ]),
        ("six love wins the match", &[
            (Win(1), &[0, 1], Next::Team(1)),
            (Win(1), &[0, 2], Next::Team(1)),
            (Win(1), &[0, 3], Next::Team(1)),
            (Win(1), &[0, 4], Next::Team(1)),
            (Win(1), &[0, 5], Next::Team(1)),
            (Win(1), &[0, 6], Over),
        ]),
        ("reset even at 5-0", &[
            (Win(0), &[1, 0], Next::Team(0)),
            (Win(0), &[2, 0], Next::Team(0)),
            (Win(0), &[3, 0], Next::Team(0)),
            (Win(0), &[4, 0], Next::Team(0)),
            (Win(0), &[5, 0], Next::Team(0)),
            (Win(1), &[0, 0], Opening),
        ]),
        ("a tie scores nothing and the 6-6 holder poses next", &[
            (Win(0), &[1, 0], Next::Team(0)),
            (Tie, &[1, 0], Opening),
            (Win(0), &[2, 0], Next::Team(0)),
            (Tie, &[2, 0], Opening),
            (Win(1), &[0, 0], Opening),
        ]),
        ("key tiles are worth 2", &[
            (Key(0), &[2, 0], Next::Team(0)),
            (Key(0), &[4, 0], Next::Team(0)),
            (Win(0), &[5, 0], Next::Team(0)),
            (Key(0), &[7, 0], Over),
        ]),
        ("a key tile from behind still only resets", &[
            (Win(0), &[1, 0], Next::Team(0)),
            (Key(1), &[0, 0], Opening),
        ]),
    ];
    for pose in ["tournament", "sporting"] {
        let v = jamaican(&[("pose", pose)]);
        for (i, &(name, steps)) in rows.iter().enumerate() {
            run_steps(&v, 1000 + i as u64, &format!("{name} ({pose})"), steps);
        }
    }
}

#[test]
fn key_tile_off_scores_one() {
    #[rustfmt::skip]
    let steps: &[Step] = &[
        (Key(0), &[1, 0], Next::Team(0)),
        (Key(0), &[2, 0], Next::Team(0)),
    ];
    run_steps(&jamaican(&[("key_tile", "off")]), 7, "key tile off", steps);
}

/// The 1-1 play-off: when the trailing side wins at 1-0, a play-off hand follows (posed by
/// the team that just won, as after any win); its winner has 2-0 and poses next.
#[test]
fn one_one_play_off() {
    #[rustfmt::skip]
    let rows: &[(&str, &[Step])] = &[
        ("trailing side wins at 1-0: 1-1 and a play-off", &[
            (Win(0), &[1, 0], Next::Team(0)),
            (Win(1), &[1, 1], Next::Team(1)),
            (Win(1), &[0, 2], Next::Team(1)),
            (Win(1), &[0, 3], Next::Team(1)),
        ]),
        ("the other side can win the play-off", &[
            (Win(1), &[0, 1], Next::Team(1)),
            (Win(0), &[1, 1], Next::Team(0)),
            (Win(1), &[0, 2], Next::Team(1)),
        ]),
        ("a play-off won with the key tile still gives 2-0", &[
            (Win(1), &[0, 1], Next::Team(1)),
            (Win(0), &[1, 1], Next::Team(0)),
            (Key(0), &[2, 0], Next::Team(0)),
        ]),
        ("only at 1-0: at 2-0 the trailing side resets", &[
            (Win(0), &[1, 0], Next::Team(0)),
            (Win(0), &[2, 0], Next::Team(0)),
            (Win(1), &[0, 0], Opening),
        ]),
        ("after the play-off six-love goes on: losing at 2-0 resets", &[
            (Win(0), &[1, 0], Next::Team(0)),
            (Win(1), &[1, 1], Next::Team(1)),
            (Win(0), &[2, 0], Next::Team(0)),
            (Win(1), &[0, 0], Opening),
        ]),
        ("a tied play-off is played again", &[
            (Win(0), &[1, 0], Next::Team(0)),
            (Win(1), &[1, 1], Next::Team(1)),
            (Tie, &[1, 1], Opening),
            (Win(1), &[0, 2], Next::Team(1)),
        ]),
    ];
    let v = jamaican(&[("playoff", "on")]);
    for (i, &(name, steps)) in rows.iter().enumerate() {
        run_steps(&v, 2000 + i as u64, name, steps);
        assert_play_off_flag(&v, 2000 + i as u64, steps);
    }
    // Without the option the trailing side's win at 1-0 is a plain reset.
    #[rustfmt::skip]
    let off: &[Step] = &[
        (Win(0), &[1, 0], Next::Team(0)),
        (Win(1), &[0, 0], Opening),
    ];
    run_steps(&jamaican(&[]), 2100, "play-off off", off);
}

/// The state says a play-off is next exactly while the score stands at 1-1.
fn assert_play_off_flag(v: &Variant, seed: u64, steps: &[Step]) {
    let mut table = Table::new(v.clone(), seed);
    for &(want, scores, _) in steps {
        table.hand(want);
        assert_eq!(table.m().state().playoff, scores == [1, 1], "{scores:?}");
    }
}

/// Tie replays: a tied hand is replayed for 2 points, a second tie for 3, a third for 4;
/// at 0-0 the 6-6 holder poses the replay, otherwise the leading side does; a leading side
/// that loses the replay goes back to 0-0.
#[test]
fn tie_replays() {
    #[rustfmt::skip]
    let rows: &[(&str, &[Step])] = &[
        ("at 0-0 the 6-6 holder poses the replay, worth 2", &[
            (Tie, &[0, 0], Opening),
            (Win(0), &[2, 0], Next::Team(0)),
        ]),
        ("a second tie: the replay is worth 3", &[
            (Tie, &[0, 0], Opening),
            (Tie, &[0, 0], Opening),
            (Win(1), &[0, 3], Next::Team(1)),
        ]),
        ("a third tie: worth 4", &[
            (Tie, &[0, 0], Opening),
            (Tie, &[0, 0], Opening),
            (Tie, &[0, 0], Opening),
            (Win(0), &[4, 0], Next::Team(0)),
        ]),
        ("the leading side poses the replay and adds 2", &[
            (Win(0), &[1, 0], Next::Team(0)),
            (Tie, &[1, 0], Next::Team(0)),
            (Win(0), &[3, 0], Next::Team(0)),
        ]),
        ("the leading side losing the replay goes back to 0-0", &[
            (Win(1), &[0, 1], Next::Team(1)),
            (Tie, &[0, 1], Next::Team(1)),
            (Tie, &[0, 1], Next::Team(1)),
            (Win(0), &[0, 0], Opening),
        ]),
        ("two ties while leading: the replay is worth 3", &[
            (Win(1), &[0, 1], Next::Team(1)),
            (Tie, &[0, 1], Next::Team(1)),
            (Tie, &[0, 1], Next::Team(1)),
            (Win(1), &[0, 4], Next::Team(1)),
        ]),
        ("a replay can reach six", &[
            (Win(0), &[1, 0], Next::Team(0)),
            (Win(0), &[2, 0], Next::Team(0)),
            (Win(0), &[3, 0], Next::Team(0)),
            (Win(0), &[4, 0], Next::Team(0)),
            (Tie, &[4, 0], Next::Team(0)),
            (Win(0), &[6, 0], Over),
        ]),
        ("a key tile in a replay adds its extra point", &[
            (Tie, &[0, 0], Opening),
            (Key(1), &[0, 3], Next::Team(1)),
        ]),
    ];
    let v = jamaican(&[("tie_replay", "on")]);
    for (i, &(name, steps)) in rows.iter().enumerate() {
        run_steps(&v, 3000 + i as u64, name, steps);
    }
    #[rustfmt::skip]
    let off: &[Step] = &[
        (Tie, &[0, 0], Opening),
        (Win(0), &[1, 0], Next::Team(0)),
    ];
    run_steps(&jamaican(&[]), 3100, "tie replay off", off);
}

/// A tie during a play-off (both options on): at 1-1 neither side leads, so the 6-6 holder
/// poses the replay, as at 0-0; the play-off's winner still has 2-0.
#[test]
fn tie_replay_during_a_play_off() {
    let v = jamaican(&[("playoff", "on"), ("tie_replay", "on")]);
    #[rustfmt::skip]
    let steps: &[Step] = &[
        (Win(0), &[1, 0], Next::Team(0)),
        (Win(1), &[1, 1], Next::Team(1)),
        (Tie, &[1, 1], Opening),
        (Win(0), &[2, 0], Next::Team(0)),
    ];
    run_steps(&v, 3200, "tie in the play-off", steps);
}

/// The first pose: tournament makes the 6-6 holder pose 6-6; sporting lets the holder pose
/// any tile. Rows put the 6-6 in each seat's hand.
#[test]
fn tournament_and_sporting_first_pose() {
    let base = [
        "6-6 0-0 0-1 0-2 0-3 0-4 0-5",
        "0-6 1-1 1-2 1-3 1-4 1-5 1-6",
        "2-2 2-3 2-4 2-5 2-6 3-3 3-4",
        "3-5 3-6 4-4 4-5 4-6 5-5 5-6",
    ];
    for holder in 0..4u8 {
        // Rotate the hands so that `holder` has base[0], with the 6-6.
        let hands: Vec<&str> = (0..4)
            .map(|s| base[(s + 4 - holder as usize) % 4])
            .collect();
        for pose in ["tournament", "sporting"] {
            let v = jamaican(&[("pose", pose)]);
            let mut m = Match::with_deal(v.clone(), 1, &deal(&v, &hands, None));
            let r = m.hand();
            assert_eq!(r.turn(), Seat::new(holder), "{pose}: the 6-6 holder poses");
            assert_eq!(r.phase(), Phase::Pose);
            let mine = r.hand(Seat::new(holder));
            let other = mine.iter().find(|&x| x != t("6-6")).unwrap();
            // 0-6 is in base[1], never the holder's hand.
            assert!(m.play(Move::Pose(t("0-6"))).is_err());
            if pose == "tournament" {
                assert_eq!(sorted_legal(m.hand()), vec![Move::Pose(t("6-6"))]);
                assert_eq!(
                    m.play(Move::Pose(other)),
                    Err(IllegalMove::MustPose(t("6-6")))
                );
                m.play(Move::Pose(t("6-6"))).unwrap();
            } else {
                let all: Vec<Move> = mine.iter().map(Move::Pose).collect();
                assert_eq!(sorted_legal(m.hand()), all);
                m.play(Move::Pose(other)).expect("sporting: any tile");
                assert_eq!(m.hand().layout().pose(), Some(other));
            }
            assert_eq!(m.hand().poser(), Seat::new(holder));
        }
    }
}

/// The winning team poses next: its two players choose which of them poses (no one else
/// can be chosen, nothing can be posed before the choice), then the chosen player poses
/// any tile, and play goes on anti-clockwise from them.
#[test]
fn the_winning_team_chooses_who_poses() {
    let v = jamaican(&[]);
    let mut table = Table::new(v.clone(), 77);
    table.hand(Win(0));
    let mut m = table.m.take().unwrap();
    assert_eq!(m.state().next_pose, NextPose::Team(Team::new(0)));
    let d = deal(
        &v,
        &[
            "6-6 0-0 0-1 0-2 0-3 0-4 0-5",
            "0-6 1-1 1-2 1-3 1-4 1-5 1-6",
            "2-2 2-3 2-4 2-5 2-6 3-3 3-4",
            "3-5 3-6 4-4 4-5 4-6 5-5 5-6",
        ],
        None,
    );
    m.next_hand_with(&d);
    let r = m.hand();
    assert_eq!(r.phase(), Phase::ChoosePoser(Team::new(0)));
    assert_eq!(
        sorted_legal(r),
        vec![Move::Poser(SOUTH), Move::Poser(NORTH)]
    );
    assert_eq!(m.play(Move::Poser(EAST)), Err(IllegalMove::NotPoser(EAST)));
    assert_eq!(m.play(Move::Poser(WEST)), Err(IllegalMove::NotPoser(WEST)));
    assert_eq!(
        m.play(Move::Pose(t("6-6"))),
        Err(IllegalMove::MustChoosePoser(Team::new(0)))
    );
    m.play(Move::Poser(NORTH)).unwrap();
    let r = m.hand();
    assert_eq!((r.turn(), r.phase()), (NORTH, Phase::Pose));
    assert_eq!(r.pose_rule(), PoseRule::Any(NORTH));
    let all: Vec<Move> = r.hand(NORTH).iter().map(Move::Pose).collect();
    assert_eq!(sorted_legal(r), all, "the chosen player may pose any tile");
    assert!(m.play(Move::Pose(t("6-6"))).is_err(), "6-6 is South's");
    m.play(Move::Pose(t("2-5"))).unwrap();
    assert_eq!(m.hand().poser(), NORTH);
    // Anti-clockwise: North, West, South, East.
    let mut log = HandLog::start(&m);
    assert_eq!(m.hand().turn(), WEST);
    play_text(&mut m, &mut log, &["3-5 right"]);
    assert_eq!(m.hand().turn(), SOUTH);
    play_text(&mut m, &mut log, &["0-2 left"]);
    assert_eq!(m.hand().turn(), EAST);
    play_text(&mut m, &mut log, &["1-3 right"]);
    assert_eq!(m.hand().turn(), NORTH);
}

/// Doubles lie crosswise: they keep the line's two ends and open nothing new. A player
/// must play when a tile fits and passes only when none does.
#[test]
fn doubles_open_no_ends_and_passing_needs_no_fitting_tile() {
    let v = jamaican(&[]);
    let d = deal(
        &v,
        &[
            "6-6 0-0 0-1 0-2 0-3 0-4 0-5",
            "0-6 1-1 1-2 1-3 1-4 1-5 1-6",
            "2-2 2-3 2-4 2-5 2-6 3-3 3-4",
            "3-5 3-6 4-4 4-5 4-6 5-5 5-6",
        ],
        None,
    );
    let mut m = Match::with_deal(v, 1, &d);
    let mut log = HandLog::start(&m);
    play_text(&mut m, &mut log, &["pose 6-6"]);
    // East holds 0-6 and 1-6: it must play, not pass.
    assert_eq!(m.play(Move::Pass), Err(IllegalMove::MustPlay));
    play_text(&mut m, &mut log, &["1-6 left", "2-6 right"]);
    // West holds no 1 and no 2: passing is its only move.
    assert_eq!(m.hand().turn(), WEST);
    assert_eq!(sorted_legal(m.hand()), vec![Move::Pass]);
    #[rustfmt::skip]
    play_text(&mut m, &mut log, &[
        "pass", "0-1 left", "1-2 right", "pass", "pass", "0-0 left", "1-1 right",
    ]);
    let l = *m.hand().layout();
    assert_eq!(
        l.open_ends().count(),
        2,
        "a line has two ends, doubles or not"
    );
    assert_eq!((l.end_number(End::LEFT), l.end_number(End::RIGHT)), (0, 1));
    assert!(l.ends_on_double(End::LEFT) && l.ends_on_double(End::RIGHT));
}

/// The summary of the last hand of `t`.
fn last_notes(t: &Table) -> Vec<String> {
    t.m()
        .results()
        .last()
        .expect("a finished hand")
        .notes
        .clone()
}

/// Hand summaries say why (issue 12): a tied hand says what its replay is worth, and the
/// replay's own summary says it is worth 2 (then 3...), with the same points the match
/// note adds.
#[test]
fn a_tie_replay_summary_says_what_the_hand_is_worth() {
    let v = jamaican(&[("tie_replay", "on")]);
    let mut t = Table::new(v.clone(), 4100);
    t.hand(Tie);
    assert_eq!(
        last_notes(&t).last().map(String::as_str),
        Some(
            "Opponents share the lowest count: the hand is tied, and its replay is worth 2 points."
        )
    );
    assert_eq!(
        t.m().state().notes,
        ["Tied hand: it is replayed for 2 points."]
    );
    t.hand(Tie);
    assert_eq!(
        last_notes(&t).last().map(String::as_str),
        Some(
            "Opponents share the lowest count: the hand is tied, and its replay is worth 3 points."
        )
    );
    let log = t.hand(Out(0));
    let (seat, tile) = log.out.expect("went out");
    let result = t.m().results().last().expect("a result");
    assert_eq!(result.points[..2], [3, 0]);
    assert_eq!(
        result.notes,
        [
            format!("{} went out with {tile}.", seat.name(4)),
            "North-South wins the hand: 3 points (a replay after 2 tied hands is worth 3)."
                .to_string(),
        ]
    );
    assert_eq!(
        t.m().state().notes,
        ["North-South adds 3: North-South 3, East-West 0."]
    );

    // Blocked, and with the key tile: the same worth, said the same way.
    let mut t = Table::new(v.clone(), 4101);
    t.hand(Tie);
    t.hand(Block(1));
    let notes = last_notes(&t);
    assert_eq!(
        notes.last().map(String::as_str),
        Some("East-West wins the hand: 2 points (a replay after 1 tied hand is worth 2).")
    );
    assert!(
        notes[notes.len() - 2].contains("the lowest count"),
        "{notes:?}"
    );
    assert_eq!(
        t.m().state().notes,
        ["East-West adds 2: North-South 0, East-West 2."]
    );
    let mut t = Table::new(v, 4102);
    t.hand(Tie);
    t.hand(Key(0));
    assert_eq!(
        last_notes(&t).last().map(String::as_str),
        Some("North-South wins with the key tile: 3 points (a replay after 1 tied hand is worth 2, and the key tile 1 more).")
    );
    assert_eq!(
        t.m().state().notes,
        ["North-South adds 3: North-South 3, East-West 0."]
    );

    // Without tie replay: a plain hand and a tie say so.
    let mut t = Table::new(jamaican(&[]), 4103);
    t.hand(Tie);
    assert_eq!(
        last_notes(&t).last().map(String::as_str),
        Some("Opponents share the lowest count: the hand is tied.")
    );
    t.hand(Out(1));
    assert_eq!(
        last_notes(&t).last().map(String::as_str),
        Some("East-West wins the hand: 1 point.")
    );
}

/// A block won by partners who share the lowest count names both of them.
#[test]
fn a_block_won_by_partners_sharing_the_lowest_count_names_both() {
    let v = jamaican(&[]);
    let mut t = Table::new(v, 4200);
    let log = t.hand_where("partners share the lowest count", |log| {
        let c = log.counts;
        log.out.is_none() && c[1] == c[3] && c[1] < c[0] && c[1] < c[2]
    });
    let count = log.counts[1];
    let notes = last_notes(&t);
    assert_eq!(
        notes[1..],
        [
            format!("Partners East and West share the lowest count ({count})."),
            "East-West wins the hand: 1 point.".to_string(),
        ]
    );
    assert!(
        notes[0].starts_with("Blocked: nobody could play."),
        "{notes:?}"
    );
}
