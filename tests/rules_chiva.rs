//! Puerto Rican Chiva (SPEC 1.5): four players as Jamaican Partner but four hands in a
//! row win and a block goes to the lower team count (whose lower-count player poses
//! next); two and three players play draw games with 7 each.

mod helpers;

use dominoes::rules::{
    Family, HandEnding, IllegalMove, Match, Move, NextPose, Seat, Side, Team, Variant,
};
use helpers::hands::*;
use helpers::*;
use Next::{Opening, Over};
use Want::{Out, Tie, Win};

/// The winning team and its player who poses next; `None` for a tie.
type WinnerAndPoser = Option<(u8, u8)>;

fn chiva(players: u8) -> Variant {
    variant(Family::Chiva, players, 6, &[])
}

/// Four players: six-love style, but four hands in a row win the match.
#[test]
fn four_players_win_with_four_in_a_row() {
    #[rustfmt::skip]
    let rows: &[(&str, &[Step])] = &[
        ("four in a row", &[
            (Out(0), &[1, 0], Next::Team(0)),
            (Out(0), &[2, 0], Next::Team(0)),
            (Out(0), &[3, 0], Next::Team(0)),
            (Out(0), &[4, 0], Over),
        ]),
        ("the trailing side winning resets at 3-0", &[
            (Out(1), &[0, 1], Next::Team(1)),
            (Out(1), &[0, 2], Next::Team(1)),
            (Out(1), &[0, 3], Next::Team(1)),
            (Out(0), &[0, 0], Opening),
            (Out(0), &[1, 0], Next::Team(0)),
        ]),
        ("a tie scores nothing; the 6-6 holder poses next", &[
            (Out(0), &[1, 0], Next::Team(0)),
            (Tie, &[1, 0], Opening),
            (Out(0), &[2, 0], Next::Team(0)),
        ]),
    ];
    for (i, &(name, steps)) in rows.iter().enumerate() {
        run_steps(&chiva(4), 600 + i as u64, name, steps);
    }
}

/// A blocked four-player hand is won by the team with the lower team count (not by the
/// single lowest count), and that team's player with the lower count poses the next hand,
/// with any tile. Equal team counts tie. Each row is a real blocked hand.
#[test]
fn blocked_hands_go_to_the_lower_team_count() {
    #[rustfmt::skip]
    let rows: &[(&str, Left4, WinnerAndPoser)] = &[
        // leftovers South, East, North, West; (winning team, its player who poses next)
        ("the Jamaican example goes the other way: 20 against 16", ["1-1", "2-2", "5-5 3-5", "2-5 2-3"], Some((1, 1))),
        ("North-South 12 against 14: North, the lower, poses", ["5-5", "3-3", "1-1", "4-4"], Some((0, 2))),
        ("East-West 8 against 14: West, the lower, poses", ["0-5 2-5", "3-3", "1-1", "0-2"], Some((1, 3))),
        ("equal team counts tie", ["1-1", "2-2", "5-5", "4-4"], None),
    ];
    for (i, &(name, left, expect)) in rows.iter().enumerate() {
        let v = chiva(4);
        let (m, _) = play_blocked(&v, &left, 700 + i as u64);
        assert_eq!(m.hand().end(), Some(HandEnding::Blocked), "{name}");
        let result = m.results().last().unwrap();
        assert_eq!(
            result.winner,
            expect.map(|(team, _)| Side::new(team)),
            "{name}"
        );
        let next = match expect {
            Some((team, poser)) => {
                let mut scores = [0, 0];
                scores[team as usize] = 1;
                assert_eq!(m.state().scores[..2], scores, "{name}");
                NextPose::Seat(Seat::new(poser))
            }
            None => NextPose::Opening,
        };
        assert_eq!(m.state().next_pose, next, "{name}");
        // The next hand starts that way.
        let mut table = Table::from_match(m, 1);
        let log = table.hand(Want::Any);
        match expect {
            Some((_, poser)) => assert_seat_poses_any(&log, Seat::new(poser)),
            None => assert_opening_pose(&v, &log),
        }
    }
}

/// A blocked win by the trailing team resets the score like any other win from behind;
/// the 6-6 holder then poses, as after every reset.
#[test]
fn a_blocked_win_from_behind_resets() {
    let v = chiva(4);
    #[rustfmt::skip]
    let steps: &[Step] = &[
        (Out(1), &[0, 1], Next::Team(1)),
        (Want::Block(0), &[0, 0], Opening),
    ];
    run_steps(&v, 800, "blocked win from behind", steps);
    // And a blocked win while level or leading adds, with the lower-count partner posing.
    let mut table = Table::new(v.clone(), 801);
    table.hand(Out(0));
    let log = table.hand(Want::Block(0));
    assert_eq!(table.scores(), vec![2, 0]);
    let lower = if log.counts[2] < log.counts[0] { 2 } else { 0 };
    if log.counts[0] != log.counts[2] {
        assert_eq!(
            table.m().state().next_pose,
            NextPose::Seat(Seat::new(lower))
        );
    }
    assert_ne!(
        table.m().state().next_pose,
        NextPose::Team(Team::new(0)),
        "a blocked win names the poser"
    );
}

/// Two and three players: draw games, 7 tiles each, the rest (all 28 tiles in play) to
/// draw from one at a time until a tile fits; pass only with the boneyard empty.
#[test]
fn two_and_three_players_draw_with_seven_each() {
    for (players, boneyard) in [(2u8, 14usize), (3, 7)] {
        let v = chiva(players);
        assert_eq!(v.mechanics().in_play.len(), 28);
        for seed in 0..100 {
            let m = Match::new(v.clone(), seed);
            for s in 0..players {
                assert_eq!(m.hand().hand(Seat::new(s)).len(), 7);
            }
            assert_eq!(m.hand().boneyard_len(), boneyard);
        }
        // In real hands: stuck with tiles to draw means draw; with none, pass.
        let mut dice = Dice::new(players as u64);
        let (mut draws, mut passes) = (0, 0);
        for _ in 0..300 {
            let mut m = Match::with_deal(v.clone(), 1, &random_deal(v.mechanics(), &mut dice));
            while !m.hand().is_over() {
                let r = m.hand();
                let fits = r.hand(r.turn()).iter().any(|x| {
                    r.layout()
                        .open_ends()
                        .any(|e| x.has(r.layout().end_number(e)))
                });
                if !r.layout().is_empty() && !fits {
                    if r.boneyard_len() > 0 {
                        assert_eq!(sorted_legal(r), vec![Move::Draw]);
                        assert_eq!(m.clone().play(Move::Pass), Err(IllegalMove::MustDraw));
                        draws += 1;
                    } else {
                        assert_eq!(sorted_legal(r), vec![Move::Pass]);
                        passes += 1;
                    }
                }
                let mv = dice.pick(&m.hand().legal_moves());
                m.play(mv).unwrap();
            }
        }
        assert!(
            draws > 100 && passes > 10,
            "{players}: {draws} draws {passes} passes"
        );
    }
}

/// Three players: win 4 hands while another player still has none; everyone having won
/// resets all to 0. Two players: four in a row.
#[test]
fn two_and_three_players_win_four_while_another_has_none() {
    #[rustfmt::skip]
    let rows: &[(u8, &str, &[Step])] = &[
        (3, "four while the others have none", &[
            (Win(2), &[0, 0, 1], Next::Seat(2)),
            (Win(2), &[0, 0, 2], Next::Seat(2)),
            (Win(2), &[0, 0, 3], Next::Seat(2)),
            (Win(2), &[0, 0, 4], Over),
        ]),
        (3, "four while West still has none", &[
            (Win(0), &[1, 0, 0], Next::Seat(0)),
            (Win(1), &[1, 1, 0], Next::Seat(1)),
            (Win(0), &[2, 1, 0], Next::Seat(0)),
            (Win(0), &[3, 1, 0], Next::Seat(0)),
            (Win(0), &[4, 1, 0], Over),
        ]),
        (3, "everyone has won: back to 0", &[
            (Win(0), &[1, 0, 0], Next::Seat(0)),
            (Win(1), &[1, 1, 0], Next::Seat(1)),
            (Win(2), &[0, 0, 0], Opening),
        ]),
        (2, "two players: four in a row", &[
            (Win(1), &[0, 1], Next::Seat(1)),
            (Win(1), &[0, 2], Next::Seat(1)),
            (Win(1), &[0, 3], Next::Seat(1)),
            (Win(1), &[0, 4], Over),
        ]),
        (2, "two players: the other winning resets", &[
            (Win(0), &[1, 0], Next::Seat(0)),
            (Win(1), &[0, 0], Opening),
        ]),
    ];
    for (i, &(players, name, steps)) in rows.iter().enumerate() {
        run_steps(&chiva(players), 900 + i as u64, name, steps);
    }
}

/// Hand summaries say why (issue 12): a blocked four-player hand says it was decided on
/// team counts, and names the single lowest count when it is on the losing team.
#[test]
fn a_blocked_hand_says_it_was_decided_on_team_counts() {
    let v = chiva(4);
    let notes = |t: &Table| t.m().results().last().expect("a result").notes.clone();
    let names = ["South", "East", "North", "West"];
    // The single lowest count on the team that loses on team counts.
    let mut t = Table::new(v.clone(), 5200);
    let log = t.hand_where("lowest single count on the losing team", |log| {
        let c = log.counts;
        let low = *c.iter().min().unwrap();
        log.out.is_none()
            && c[0] + c[2] < c[1] + c[3]
            && (c[1] == low || c[3] == low)
            && c[0] != low
            && c[2] != low
    });
    let c = log.counts;
    let low = *c.iter().min().unwrap();
    let seat = if c[1] == low { 1 } else { 3 };
    assert_eq!(
        notes(&t).last().cloned(),
        Some(format!(
            "North-South wins the hand on team counts ({} v {}), though {} has the lowest single count ({low}).",
            c[0] + c[2],
            c[1] + c[3],
            names[seat]
        ))
    );
    // Where the lowest single count is on the winning team, the team counts alone.
    let mut t = Table::new(v.clone(), 5201);
    let log = t.hand_where("a block won by the lowest count's team", |log| {
        let c = log.counts;
        let low = *c.iter().min().unwrap();
        log.out.is_none() && c[1] + c[3] < c[0] + c[2] && c[0] != low && c[2] != low
    });
    let c = log.counts;
    assert_eq!(
        notes(&t).last().cloned(),
        Some(format!(
            "East-West wins the hand on team counts ({} v {}).",
            c[1] + c[3],
            c[0] + c[2]
        ))
    );
    // Equal team counts: a tie, with the count said.
    let mut t = Table::new(v.clone(), 5203);
    let log = t.hand(Tie);
    assert_eq!(
        notes(&t).last().cloned(),
        Some(format!(
            "Both teams count {}: the hand is tied.",
            log.counts[0] + log.counts[2]
        ))
    );
    // Going out: no counts needed.
    let mut t = Table::new(v, 5202);
    t.hand(Out(0));
    assert_eq!(
        notes(&t).last().map(String::as_str),
        Some("North-South wins the hand.")
    );
}
