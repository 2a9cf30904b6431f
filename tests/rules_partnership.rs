//! Partnership to 100 (SPEC 1.6): the winners score the losing team's count, a block goes
//! to the lower team count (equal counts tie), the first player moves one seat each hand,
//! first team to 100, and matches of several games.

mod helpers;

use dominoes::rules::{Family, HandEnding, NextPose, Seat, Side, Variant};
use helpers::hands::*;
use helpers::*;

fn partnership(rules: &[(&str, &str)]) -> Variant {
    variant(Family::Partnership, 4, 6, rules)
}

/// Going out: the winning team scores what the losing team still holds (both opponents'
/// counts), never its own partner's count.
#[test]
fn going_out_scores_the_losing_teams_count() {
    type Accept = fn(&HandLog) -> bool;
    #[rustfmt::skip]
    let rows: &[(&str, Accept, usize)] = &[
        ("South out, North still holding tiles", |l| matches!(l.out, Some((s, _)) if s.index() == 0) && l.counts[2] > 0, 0),
        ("North out", |l| matches!(l.out, Some((s, _)) if s.index() == 2) && l.counts[0] > 0, 0),
        ("East out", |l| matches!(l.out, Some((s, _)) if s.index() == 1) && l.counts[3] > 0, 1),
        ("West out", |l| matches!(l.out, Some((s, _)) if s.index() == 3) && l.counts[1] > 0, 1),
    ];
    for (i, &(name, accept, team)) in rows.iter().enumerate() {
        let mut table = Table::new(partnership(&[]), 1100 + i as u64);
        let first = table.hand_where(name, accept);
        let losers = [1 - team, 3 - team];
        let owed = |log: &HandLog| (log.counts[losers[0]] + log.counts[losers[1]]) as i32;
        let result = table.m().results().last().unwrap();
        assert_eq!(result.winner, Some(Side::new(team as u8)), "{name}");
        assert_eq!(result.points[team], owed(&first), "{name}");
        assert_eq!(result.points[1 - team], 0, "{name}");
        // A second win adds to the first.
        let second = table.hand_where(name, accept);
        let mut expected = [0, 0];
        expected[team] = owed(&first) + owed(&second);
        assert_eq!(table.scores(), expected, "{name}: scores add up");
    }
}

/// Blocked: the team with the lower team count wins and scores the other team's count;
/// equal team counts tie and nobody scores. Real blocked hands leaving these tiles.
#[test]
fn blocked_hands_go_to_the_lower_team_count() {
    #[rustfmt::skip]
    let rows: &[(&str, Left4, Option<u8>, [i32; 2])] = &[
        // leftovers South, East, North, West
        ("South's 1-1 does not help: 20 against 16", ["1-1", "2-2", "5-5 3-5", "2-5 2-3"], Some(1), [0, 20]),
        ("North-South 12 against 14", ["5-5", "3-3", "1-1", "4-4"], Some(0), [14, 0]),
        ("12 against 12: a tie, no score", ["1-1", "2-2", "5-5", "4-4"], None, [0, 0]),
    ];
    for (i, &(name, left, winner, scores)) in rows.iter().enumerate() {
        let (m, _) = play_blocked(&partnership(&[]), &left, 1200 + i as u64);
        assert_eq!(m.hand().end(), Some(HandEnding::Blocked), "{name}");
        let result = m.results().last().unwrap();
        assert_eq!(result.winner, winner.map(Side::new), "{name}");
        assert_eq!(m.state().scores[..2], scores, "{name}");
    }
}

/// The first hand is posed by the 6-6 holder with the 6-6; after that the first player
/// moves one seat to the right (the next seat in the anti-clockwise order of play) every
/// hand, tied hands included, and may pose any tile.
#[test]
fn the_pose_moves_one_seat_each_hand() {
    let v = partnership(&[]);
    let mut table = Table::new(v.clone(), 1300);
    let wants = [
        Want::Any,
        Want::Tie,
        Want::Out(1),
        Want::Any,
        Want::Any,
        Want::Tie,
        Want::Any,
    ];
    let first = table.hand(wants[0]);
    assert_opening_pose(&v, &first);
    let mut poser = first.poser.expect("posed");
    for (i, &want) in wants.iter().enumerate().skip(1) {
        let next = Seat::new((poser.index() as u8 + 1) % 4);
        assert_eq!(
            table.m().state().next_pose,
            NextPose::Seat(next),
            "hand {i}"
        );
        let log = table.hand(want);
        assert_seat_poses_any(&log, next);
        poser = log.poser.expect("posed");
        assert_eq!(poser, next);
    }
}

/// First team to 100 wins: a whole match of random hands, checked after every hand.
#[test]
fn first_team_to_one_hundred_wins() {
    for seed in 0..20 {
        let mut table = Table::new(partnership(&[]), 1400 + seed);
        let mut before = [0, 0];
        loop {
            table.hand(Want::Any);
            let m = table.m();
            let result = m.results().last().unwrap();
            let mut expected = before;
            if let Some(w) = result.winner {
                expected[w.index()] += result.points[w.index()];
            }
            assert_eq!(table.scores(), expected);
            let top = expected.iter().copied().max().unwrap();
            if top >= 100 {
                assert!(m.is_over(), "a team has {top}");
                assert_eq!(m.winner(), result.winner);
                break;
            }
            assert!(!m.is_over(), "over below 100: {expected:?}");
            before = expected;
        }
    }
}

/// A match of several games: reaching 100 wins a game; scores start again from 0 and the
/// new game's first player sits one seat to the right of the previous game's first
/// player. The first team to win the chosen number of games wins the match.
#[test]
fn a_match_of_several_games() {
    for games in ["1", "2", "3"] {
        let needed: u32 = games.parse().unwrap();
        let v = partnership(&[("games", games)]);
        let mut table = Table::new(v, 1500 + needed as u64);
        let first = table.hand(Want::Any);
        let mut game_opener = first.poser.unwrap();
        let mut scores = [0i32; 2];
        let mut won = [0u32; 2];
        let mut log = first;
        let mut hands = 0;
        loop {
            hands += 1;
            let m = table.m();
            let result = m.results().last().unwrap();
            if let Some(w) = result.winner {
                scores[w.index()] += result.points[w.index()];
            }
            let mut next = Seat::new((log.poser.unwrap().index() as u8 + 1) % 4);
            if let Some(w) = (0..2).find(|&i| scores[i] >= 100) {
                won[w] += 1;
                if won[w] == needed {
                    assert!(m.is_over(), "{games}: {won:?}");
                    assert_eq!(m.winner(), Some(Side::new(w as u8)));
                    break;
                }
                scores = [0, 0];
                game_opener = Seat::new((game_opener.index() as u8 + 1) % 4);
                next = game_opener;
            }
            assert!(!m.is_over(), "{games}: over with {won:?}");
            assert_eq!(table.scores(), scores, "{games}: scores after hand {hands}");
            assert_eq!(m.state().games[..2], won, "{games}: games");
            assert_eq!(
                m.state().next_pose,
                NextPose::Seat(next),
                "{games}: next poser"
            );
            log = table.hand(Want::Any);
            assert_eq!(log.poser, Some(next));
        }
        assert!(won.iter().sum::<u32>() >= needed);
    }
}
