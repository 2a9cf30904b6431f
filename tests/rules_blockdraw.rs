//! Block & Draw (SPEC 1.7): drawing until a tile fits, the redeal when nobody holds a
//! double, the highest double posing every hand, clockwise play, scoring when going out
//! and when blocked, the block form, the target score and the bigger sets.

mod helpers;

use dominoes::rules::rng::{derive_seed, Rng};
use dominoes::rules::{
    Deal, Family, HandEnding, IllegalMove, Match, Move, NextPose, Seat, SetupError, Side, Tile,
    Variant,
};
use helpers::hands::*;
use helpers::*;

fn blockdraw(players: u8, top: u8, rules: &[(&str, &str)]) -> Variant {
    variant(Family::BlockDraw, players, top, rules)
}

/// A boneyard that starts with `first` (in that order) and holds every other undealt tile
/// after them.
fn boneyard_starting_with(v: &Variant, hands: &[&str], first: &str) -> String {
    let mut used = set(first);
    for h in hands {
        used |= set(h);
    }
    let rest: Vec<String> = (v.mechanics().in_play - used)
        .iter()
        .map(|t| t.to_string())
        .collect();
    format!("{first} {}", rest.join(" "))
}

/// A player who cannot play draws one tile at a time until one fits, then must play it;
/// passing and playing a tile that does not fit are refused meanwhile.
#[test]
fn draw_until_a_tile_fits() {
    let v = blockdraw(2, 6, &[]);
    let hands = ["6-6 0-1 0-2 0-3 0-4", "1-1 1-2 1-3 1-4 2-3"];
    let boneyard = boneyard_starting_with(&v, &hands, "2-4 3-4 5-6");
    let d = deal(&v, &hands, Some(&boneyard));
    let mut m = Match::with_deal(v, 1, &d);
    let mut log = HandLog::start(&m);
    play_text(&mut m, &mut log, &["pose 6-6"]);
    let north = Seat::new(1);
    for drawn in ["2-4", "3-4"] {
        assert_eq!(m.hand().turn(), north);
        assert_eq!(sorted_legal(m.hand()), vec![Move::Draw]);
        assert_eq!(m.play(Move::Pass), Err(IllegalMove::MustDraw));
        assert!(m.play(m.hand().parse_move("1-2 left").unwrap()).is_err());
        m.play(Move::Draw).unwrap();
        assert!(m.hand().hand(north).contains(t(drawn)));
    }
    m.play(Move::Draw).unwrap();
    assert_eq!(m.hand().boneyard_len(), 15);
    assert_eq!(m.play(Move::Draw), Err(IllegalMove::MustPlay));
    assert_eq!(m.play(Move::Pass), Err(IllegalMove::MustPlay));
    play_text(&mut m, &mut log, &["5-6 right"]);
    assert_eq!(m.hand().turn(), Seat::new(0));
}

/// With the boneyard empty a stuck player passes, and drawing is refused. Checked in many
/// real hands of every player count: whenever the player to move has no tile that fits,
/// the only move is Draw while the boneyard has tiles and Pass once it is empty.
#[test]
fn pass_only_when_the_boneyard_is_empty() {
    let mut dice = Dice::new(31);
    for players in 2..=4u8 {
        let v = blockdraw(players, 6, &[]);
        let (mut draws, mut passes) = (0, 0);
        for _ in 0..300 {
            let mut m = Match::with_deal(v.clone(), 1, &random_deal(v.mechanics(), &mut dice));
            while !m.hand().is_over() {
                let r = m.hand();
                let l = r.layout();
                let fits = r
                    .hand(r.turn())
                    .iter()
                    .any(|x| l.open_ends().any(|e| x.has(l.end_number(e))));
                if !l.is_empty() && !fits {
                    if r.boneyard_len() > 0 {
                        assert_eq!(sorted_legal(r), vec![Move::Draw]);
                        draws += 1;
                    } else {
                        assert_eq!(sorted_legal(r), vec![Move::Pass]);
                        assert_eq!(m.clone().play(Move::Draw), Err(IllegalMove::BoneyardEmpty));
                        passes += 1;
                    }
                }
                let mv = dice.pick(&m.hand().legal_moves());
                m.play(mv).unwrap();
            }
        }
        assert!(draws > 100 && passes > 100, "{players}: {draws} / {passes}");
    }
}

/// If nobody is dealt a double, the tiles are dealt again. Seeds whose first shuffle (as
/// the match deals it) holds no double start with a different deal that holds one; seeds
/// whose first shuffle holds one keep it.
#[test]
fn redeal_when_nobody_holds_a_double() {
    for (players, top) in [(2u8, 6u8), (2, 15), (3, 12), (4, 9)] {
        let v = blockdraw(players, top, &[]);
        let (mut redealt, mut kept) = (0, 0);
        for seed in 0..2000u64 {
            let first = Deal::shuffled(v.mechanics(), &mut Rng::new(derive_seed(seed, &[0])));
            let m = Match::new(v.clone(), seed);
            let r = m.hand();
            let dealt: Vec<_> = (0..players).map(|s| r.hand(Seat::new(s))).collect();
            assert!(
                dealt.iter().any(|h| h.iter().any(Tile::is_double)),
                "seed {seed}: a hand in play without a double"
            );
            if first.has_double() {
                assert_eq!(dealt[..], first.hands[..players as usize], "seed {seed}");
                kept += 1;
            } else {
                assert_ne!(dealt[..], first.hands[..players as usize], "seed {seed}");
                redealt += 1;
            }
        }
        assert!(
            redealt > 0 && kept > 0,
            "{players}p double-{top}: {redealt} {kept}"
        );
    }
    // Later hands of a match are redealt too.
    let v = blockdraw(2, 15, &[]);
    let mut dice = Dice::new(5);
    let mut m = Match::new(v, 77);
    for _ in 0..200 {
        while !m.hand().is_over() {
            let mv = dice.pick(&m.hand().legal_moves());
            m.play(mv).unwrap();
        }
        if m.is_over() {
            break;
        }
        m.next_hand();
        let r = m.hand();
        assert!((0..2).any(|s| r.hand(Seat::new(s)).iter().any(Tile::is_double)));
    }
}

/// The highest double dealt poses, in every set and at every table size.
#[test]
fn the_highest_double_poses() {
    #[rustfmt::skip]
    let rows: &[(u8, u8, &[&str], u8, &str)] = &[
        (2, 6, &["1-1 0-1 0-2 0-3 0-4", "5-5 1-2 1-3 1-4 2-3"], 1, "5-5"),
        (2, 6, &["6-6 5-5 0-2 0-3 0-4", "4-4 1-2 1-3 1-4 2-3"], 0, "6-6"),
        (3, 9, &["7-7 0-1 0-2 0-3 0-4", "9-9 1-2 1-3 1-4 2-3", "8-8 2-4 2-5 2-6 2-7"], 1, "9-9"),
        (4, 12, &["0-0 0-1 0-2 0-3 0-4", "1-1 1-2 1-3 1-4 2-3", "11-11 2-4 2-5 2-6 2-7", "12-12 3-4 3-5 3-6 3-7"], 3, "12-12"),
        (2, 15, &["13-13 0-1 0-2 0-3 0-4", "14-14 1-2 1-3 1-4 2-3"], 1, "14-14"),
        (3, 15, &["15-15 0-1 0-2 0-3 0-4", "9-9 1-2 1-3 1-4 2-3", "0-0 2-4 2-5 2-6 2-7"], 0, "15-15"),
    ];
    for &(players, top, hands, seat, tile) in rows {
        let v = blockdraw(players, top, &[]);
        let m = Match::with_deal(v.clone(), 1, &deal(&v, hands, None));
        assert_eq!(m.hand().turn(), Seat::new(seat), "{players}p double-{top}");
        assert_eq!(sorted_legal(m.hand()), vec![Move::Pose(t(tile))]);
    }
    // Every hand of a match, not only the first: the winner does not pose.
    for top in [6, 9, 12, 15] {
        let v = blockdraw(3, top, &[]);
        let mut table = Table::new(v.clone(), top as u64);
        for _ in 0..8 {
            let log = table.hand(Want::Any);
            assert_opening_pose(&v, &log);
            if table.m().is_over() {
                break;
            }
            assert_eq!(table.m().state().next_pose, NextPose::Opening);
        }
    }
}

/// Play goes clockwise: South, West, North, East (three players: South, West, East).
#[test]
fn play_goes_clockwise() {
    let v = blockdraw(4, 6, &[]);
    let d = deal(
        &v,
        &[
            "6-6 0-0 0-1 0-2 1-1",
            "4-5 3-4 1-4 0-5 1-5",
            "4-6 3-3 1-3 0-4 2-4",
            "5-6 2-2 2-3 1-2 0-3",
        ],
        None,
    );
    let mut m = Match::with_deal(v, 1, &d);
    let mut log = HandLog::start(&m);
    let mut order = vec![m.hand().turn()];
    for mv in ["pose 6-6", "5-6 left", "4-6 right", "4-5 left"] {
        play_text(&mut m, &mut log, &[mv]);
        order.push(m.hand().turn());
    }
    assert_eq!(order, [0, 3, 2, 1, 0].map(Seat::new));

    let v = blockdraw(3, 6, &[]);
    let d = deal(
        &v,
        &[
            "6-6 0-0 0-1 0-2 1-1",
            "4-6 3-3 1-3 0-4 2-4",
            "5-6 2-2 2-3 1-2 0-3",
        ],
        None,
    );
    let mut m = Match::with_deal(v, 1, &d);
    let mut log = HandLog::start(&m);
    play_text(&mut m, &mut log, &["pose 6-6"]);
    assert_eq!(m.hand().turn(), Seat::new(2), "West follows South");
    play_text(&mut m, &mut log, &["5-6 left"]);
    assert_eq!(m.hand().turn(), Seat::new(1), "then East");
}

/// A blocked hand (block form, three players): East has the lowest count, 8, and scores
/// the others' counts, 13 + 20, minus its own: 25.
#[test]
fn blocked_hand_scores_the_others_counts_minus_your_own() {
    let v = blockdraw(3, 6, &[("mode", "block")]);
    let d = deal(
        &v,
        &[
            "0-0 2-2 0-5 4-5 3-6", // South
            "0-2 1-3 5-5 0-6 1-6", // East
            "0-1 3-3 2-4 1-5 2-6", // West
        ],
        None,
    );
    let mut m = Match::with_deal(v, 1, &d);
    let mut log = HandLog::start(&m);
    #[rustfmt::skip]
    play_text(&mut m, &mut log, &[
        "pose 5-5", "0-5 left", "1-5 right", "1-3 right", "3-6 right", "0-1 left", "1-6 right",
        "pass", "pass", "pass",
    ]);
    assert_eq!(m.hand().end(), Some(HandEnding::Blocked));
    assert_eq!(log.counts[..3], [13, 8, 20]);
    let result = m.results().last().unwrap();
    assert_eq!(result.winner, Some(Side::new(1)));
    assert_eq!(result.points[..3], [0, 25, 0]);
    assert_eq!(m.state().scores[..3], [0, 25, 0]);
}

/// Scoring in real hands of every table size, draw and block forms: going out scores the
/// others' counts; a block scores the others' counts minus the lowest count; a shared
/// lowest count scores nothing. Scores add up hand after hand.
#[test]
fn scoring_going_out_and_blocked() {
    for players in 2..=4u8 {
        for mode in ["draw", "block"] {
            let v = blockdraw(players, 6, &[("mode", mode)]);
            let mut table = Table::new(v.clone(), 60 + players as u64);
            let mut scores = vec![0i32; players as usize];
            let wants = [
                Want::Out(0),
                Want::Block(1),
                Want::Tie,
                Want::Out(players - 1),
            ];
            for want in wants {
                let log = table.hand(want);
                let result = table.m().results().last().unwrap();
                let total: u32 = log.counts[..players as usize].iter().sum();
                let mut points = vec![0; players as usize];
                match want {
                    Want::Out(s) => points[s as usize] = total as i32,
                    Want::Block(s) => {
                        let own = log.counts[s as usize];
                        points[s as usize] = (total - own) as i32 - own as i32;
                    }
                    _ => {}
                }
                assert_eq!(
                    result.points[..players as usize],
                    points[..],
                    "{players}p {mode} {want:?}"
                );
                for (s, p) in points.iter().enumerate() {
                    scores[s] += p;
                }
                assert_eq!(table.scores(), scores, "{players}p {mode} {want:?}");
                if table.m().is_over() {
                    break;
                }
            }
        }
    }
}

/// The block form: no drawing at all; the undealt tiles stay out of play and a stuck
/// player passes.
#[test]
fn block_form_never_draws() {
    let v = blockdraw(2, 6, &[("mode", "block")]);
    let hands = ["6-6 0-1 0-2 0-3 0-4", "1-1 1-2 1-3 1-4 2-3"];
    let mut m = Match::with_deal(v.clone(), 1, &deal(&v, &hands, None));
    let mut log = HandLog::start(&m);
    play_text(&mut m, &mut log, &["pose 6-6"]);
    assert_eq!(m.hand().undealt().len(), 18, "18 tiles out of play");
    assert_eq!(m.hand().boneyard_len(), 0);
    assert_eq!(sorted_legal(m.hand()), vec![Move::Pass]);
    assert_eq!(m.play(Move::Draw), Err(IllegalMove::NoDrawing));
    play_text(&mut m, &mut log, &["pass"]);
    assert_eq!(m.hand().turn(), Seat::new(0));
}

/// The first player to reach the target (100 by default, or 150 or 200) wins the match,
/// and not before. Whole matches of random hands.
#[test]
fn first_to_the_target_wins() {
    for (target, players) in [("100", 2u8), ("150", 3), ("200", 4), ("100", 4)] {
        let limit: i32 = target.parse().unwrap();
        for seed in 0..5 {
            let v = blockdraw(players, 6, &[("target", target)]);
            let mut table = Table::new(v, seed);
            loop {
                table.hand(Want::Any);
                let best = table.scores().into_iter().max().unwrap();
                let m = table.m();
                if best >= limit {
                    assert!(m.is_over(), "{best} >= {target}");
                    let leader = table.scores().iter().position(|&s| s == best).unwrap();
                    assert_eq!(m.winner(), Some(Side::new(leader as u8)));
                    break;
                }
                assert!(!m.is_over(), "over at {best} < {target}");
            }
        }
    }
}

/// Sets double-6, -9, -12 and -15 deal from the whole set, 5 tiles each (or 7); the
/// Caribbean families refuse the bigger sets.
#[test]
fn bigger_sets() {
    for (top, tiles_in_set) in [(6u8, 28usize), (9, 55), (12, 91), (15, 136)] {
        for players in 2..=4u8 {
            for (size, each) in [("5", 5usize), ("7", 7)] {
                let v = blockdraw(players, top, &[("hand_size", size)]);
                assert_eq!(v.mechanics().in_play.len(), tiles_in_set);
                let m = Match::new(v, top as u64);
                let r = m.hand();
                let mut all = r.undealt();
                for s in 0..players {
                    assert_eq!(r.hand(Seat::new(s)).len(), each);
                    all |= r.hand(Seat::new(s));
                }
                assert_eq!(all.len(), tiles_in_set);
                assert_eq!(r.boneyard_len(), tiles_in_set - each * players as usize);
                assert!(all.iter().all(|x| x.high() <= top));
            }
        }
    }
    let none = dominoes::rules::HouseRules::new();
    assert!(matches!(
        Variant::new(Family::BlockDraw, 2, 7, &none),
        Err(SetupError::Set { .. })
    ));
    assert!(matches!(
        Variant::new(Family::Jamaican, 4, 9, &none),
        Err(SetupError::Set { .. })
    ));
    assert!(matches!(
        Variant::new(Family::BlockDraw, 5, 6, &none),
        Err(SetupError::Players { .. })
    ));
}
