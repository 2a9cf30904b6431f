//! Cut Throat (SPEC 1.2): deals for 2, 3 and 4 players, the 7-each draw game, who poses
//! without the 6-6, individual blocked hands, six-love with the reset when everyone has
//! won, and the first-to-six option.

mod helpers;

use dominoes::rules::{
    DealError, Family, HandEnding, IllegalMove, Match, Move, Seat, Side, Variant,
};
use helpers::hands::*;
use helpers::*;
use Next::{Opening, Over};
use Want::{Tie, Win};

/// House rules as written in a table row.
type Rules = &'static [(&'static str, &'static str)];

fn cutthroat(players: u8, rules: &[(&str, &str)]) -> Variant {
    variant(Family::CutThroat, players, 6, rules)
}

/// Hand sizes and boneyards: 2 players 14 each (or 7 each and 14 to draw), 3 players 9
/// each with 0-0 taken out of the game, 4 players 7 each. Checked over many seeded deals.
#[test]
fn deals_for_two_three_and_four_players() {
    #[rustfmt::skip]
    let rows: &[(u8, Rules, usize, usize, bool)] = &[
        // players, rules, tiles each, boneyard, 0-0 in the game
        (2, &[], 14, 0, true),
        (2, &[("hand_size", "14")], 14, 0, true),
        (2, &[("hand_size", "7")], 7, 14, true),
        (3, &[], 9, 0, false),
        (4, &[], 7, 0, true),
    ];
    for &(players, rules, each, boneyard, double_blank) in rows {
        let v = cutthroat(players, rules);
        let in_game = if double_blank { 28 } else { 27 };
        assert_eq!(v.mechanics().in_play.len(), in_game);
        assert_eq!(v.mechanics().in_play.contains(t("0-0")), double_blank);
        for seed in 0..300 {
            let m = Match::new(v.clone(), seed);
            let r = m.hand();
            let mut seen = r.undealt();
            assert_eq!(r.boneyard_len(), boneyard, "{players} players {rules:?}");
            for s in 0..players {
                let h = r.hand(Seat::new(s));
                assert_eq!(h.len(), each, "{players} players {rules:?}");
                assert!((seen & h).is_empty());
                seen |= h;
            }
            assert_eq!(
                seen.len(),
                in_game,
                "every tile of the game is dealt or left in the boneyard"
            );
            assert_eq!(seen.contains(t("0-0")), double_blank, "0-0 with {players}");
        }
    }
    // A three-player deal with the 0-0 in it is refused.
    let v = cutthroat(3, &[]);
    let hands = [
        "0-0 0-1 0-2 0-3 0-4 0-5 0-6 1-1 1-2",
        "1-3 1-4 1-5 1-6 2-2 2-3 2-4 2-5 2-6",
        "3-3 3-4 3-5 3-6 4-4 4-5 4-6 5-5 5-6",
    ]
    .map(tiles);
    assert_eq!(
        dominoes::rules::Deal::explicit(v.mechanics(), &hands, None),
        Err(DealError::NotInGame(t("0-0")))
    );
}

/// Two players with 7 each: a player who cannot play draws one tile at a time (passing is
/// refused while the boneyard has tiles) and must play as soon as a tile fits.
#[test]
fn two_players_with_seven_each_draw_until_a_tile_fits() {
    let v = cutthroat(2, &[("hand_size", "7")]);
    let d = deal(
        &v,
        &["6-6 5-5 4-4 3-3 2-2 1-1 0-0", "0-1 0-2 0-3 0-4 1-2 1-3 1-4"],
        Some("2-3 2-4 5-6 0-5 0-6 1-5 1-6 2-5 2-6 3-4 3-5 3-6 4-5 4-6"),
    );
    let mut m = Match::with_deal(v, 1, &d);
    let mut log = HandLog::start(&m);
    play_text(&mut m, &mut log, &["pose 6-6"]);
    let north = Seat::new(1);
    assert_eq!(m.hand().turn(), north);
    for drawn in ["2-3", "2-4"] {
        assert_eq!(sorted_legal(m.hand()), vec![Move::Draw]);
        assert_eq!(m.play(Move::Pass), Err(IllegalMove::MustDraw));
        assert!(m.play(m.hand().parse_move("0-1 left").unwrap()).is_err());
        m.play(Move::Draw).unwrap();
        assert!(m.hand().hand(north).contains(t(drawn)), "draws in order");
        assert_eq!(m.hand().turn(), north, "drawing does not end the turn");
    }
    assert_eq!(m.hand().boneyard_len(), 12);
    m.play(Move::Draw).unwrap();
    assert!(m.hand().hand(north).contains(t("5-6")));
    assert_eq!(m.play(Move::Draw), Err(IllegalMove::MustPlay));
    assert_eq!(m.play(Move::Pass), Err(IllegalMove::MustPlay));
    play_text(&mut m, &mut log, &["5-6 left"]);
    assert_eq!(m.hand().turn(), Seat::new(0));
}

/// Fourteen each: no boneyard, so a player who cannot play passes, and drawing is refused.
#[test]
fn fourteen_each_pass_without_drawing() {
    let v = cutthroat(2, &[]);
    let d = deal(
        &v,
        &[
            "6-6 0-6 1-6 2-6 3-6 4-6 5-6 0-0 1-1 2-2 3-3 4-4 5-5 0-1",
            "0-2 0-3 0-4 0-5 1-2 1-3 1-4 1-5 2-3 2-4 2-5 3-4 3-5 4-5",
        ],
        None,
    );
    let mut m = Match::with_deal(v, 1, &d);
    let mut log = HandLog::start(&m);
    play_text(&mut m, &mut log, &["pose 6-6"]);
    assert_eq!(sorted_legal(m.hand()), vec![Move::Pass]);
    assert_eq!(m.play(Move::Draw), Err(IllegalMove::NoDrawing));
    play_text(&mut m, &mut log, &["pass"]);
    assert_eq!(m.play(Move::Pass), Err(IllegalMove::MustPlay));
    play_text(&mut m, &mut log, &["5-6 left", "4-5 left", "4-4 left"]);
}

/// Nobody holds the 6-6 (two players, 7 each): the highest double poses; with no double
/// dealt, the heaviest tile. Sporting lets that player pose any tile.
#[test]
fn without_the_six_six_the_highest_double_or_heaviest_tile_poses() {
    #[rustfmt::skip]
    let rows: &[(&str, [&str; 2], u8, &str)] = &[
        ("6-6 in the boneyard: 5-5 poses", ["5-5 0-1 0-2 0-3 0-4 0-5 0-6", "4-4 1-2 1-3 1-4 1-5 1-6 2-3"], 0, "5-5"),
        ("the higher double, not the first seat", ["3-3 0-1 0-2 0-3 0-4 0-5 0-6", "5-5 1-1 1-2 1-3 1-4 1-5 1-6"], 1, "5-5"),
        ("no double: the heaviest tile", ["5-6 0-1 0-2 0-3 0-4 1-2 1-3", "4-6 1-4 1-5 2-3 2-4 2-5 0-5"], 0, "5-6"),
        ("no double, heaviest tile in North's hand", ["4-5 0-1 0-2 0-3 0-4 1-2 1-3", "4-6 1-4 1-5 2-3 2-4 2-5 0-5"], 1, "4-6"),
        ("any double beats a heavier tile", ["0-0 0-1 0-2 0-3 0-4 1-2 1-3", "5-6 4-6 1-4 1-5 2-3 2-4 2-5"], 0, "0-0"),
        ("equal weights: the tile with the higher number", ["3-6 0-1 0-2 0-3 0-4 1-2 1-3", "4-5 1-4 1-5 2-3 2-4 2-5 0-5"], 0, "3-6"),
    ];
    for &(name, hands, seat, tile) in rows {
        for pose in ["tournament", "sporting"] {
            let v = cutthroat(2, &[("hand_size", "7"), ("pose", pose)]);
            let m = Match::with_deal(v.clone(), 1, &deal(&v, &hands, None));
            let r = m.hand();
            assert_eq!(r.turn(), Seat::new(seat), "{name} ({pose})");
            let expected: Vec<Move> = if pose == "tournament" {
                vec![Move::Pose(t(tile))]
            } else {
                r.hand(Seat::new(seat)).iter().map(Move::Pose).collect()
            };
            assert_eq!(sorted_legal(r), expected, "{name} ({pose})");
        }
    }
}

/// Blocked hands: the lowest single count wins for that player alone; a shared lowest
/// count ties, even between players who would be partners in the team game.
#[test]
fn blocked_hands_go_to_the_lowest_single_count() {
    #[rustfmt::skip]
    let rows: &[(u8, &str, &[&str], Option<u8>)] = &[
        (4, "the rule text's hand: South's 1-1", &["1-1", "2-2", "5-5 3-5", "2-5 2-3"], Some(0)),
        (4, "South and North tied: no partners here", &["1-1", "0-5 2-5", "0-2", "3-3"], None),
        (4, "West alone lowest", &["2-2", "5-5 3-5", "2-5 2-3", "1-1"], Some(3)),
        (3, "three players, South lowest", &["1-1", "2-2 0-3", "0-4 3-4"], Some(0)),
        (3, "three players, South and East tied", &["1-1", "0-2", "0-5 2-5"], None),
    ];
    for (i, &(players, name, left, winner)) in rows.iter().enumerate() {
        let v = cutthroat(players, &[]);
        let (m, _) = play_blocked(&v, left, 200 + i as u64);
        assert_eq!(m.hand().end(), Some(HandEnding::Blocked), "{name}");
        let result = m.results().last().unwrap();
        assert_eq!(result.winner, winner.map(Side::new), "{name}");
        let mut scores = vec![0; players as usize];
        if let Some(w) = winner {
            scores[w as usize] = 1;
        }
        assert_eq!(m.state().scores[..players as usize], scores[..], "{name}");
    }
}

/// Six-love for individuals: hands won are counted; the first to 6 wins if another player
/// still has 0; once everyone has won a hand, all scores go back to 0. The winner of a
/// hand poses the next one with any tile; after a tie or a reset the opening rule poses.
#[test]
fn six_love_resets_when_everyone_has_won() {
    #[rustfmt::skip]
    let rows: &[(u8, Rules, &str, &[Step])] = &[
        (4, &[], "four players: the fourth winner resets everyone", &[
            (Win(0), &[1, 0, 0, 0], Next::Seat(0)),
            (Win(1), &[1, 1, 0, 0], Next::Seat(1)),
            (Win(2), &[1, 1, 1, 0], Next::Seat(2)),
            (Win(2), &[1, 1, 2, 0], Next::Seat(2)),
            (Win(3), &[0, 0, 0, 0], Opening),
            (Win(3), &[0, 0, 0, 1], Next::Seat(3)),
        ]),
        (4, &[], "four players: six while others have 0", &[
            (Win(1), &[0, 1, 0, 0], Next::Seat(1)),
            (Win(0), &[1, 1, 0, 0], Next::Seat(0)),
            (Win(0), &[2, 1, 0, 0], Next::Seat(0)),
            (Win(0), &[3, 1, 0, 0], Next::Seat(0)),
            (Win(0), &[4, 1, 0, 0], Next::Seat(0)),
            (Win(0), &[5, 1, 0, 0], Next::Seat(0)),
            (Win(0), &[6, 1, 0, 0], Over),
        ]),
        (4, &[], "a tie scores nothing", &[
            (Win(2), &[0, 0, 1, 0], Next::Seat(2)),
            (Tie, &[0, 0, 1, 0], Opening),
            (Win(2), &[0, 0, 2, 0], Next::Seat(2)),
        ]),
        (3, &[], "three players: the third winner resets", &[
            (Win(0), &[1, 0, 0], Next::Seat(0)),
            (Win(1), &[1, 1, 0], Next::Seat(1)),
            (Win(2), &[0, 0, 0], Opening),
        ]),
        (3, &[], "three players: six while West has 0", &[
            (Win(1), &[0, 1, 0], Next::Seat(1)),
            (Win(1), &[0, 2, 0], Next::Seat(1)),
            (Win(0), &[1, 2, 0], Next::Seat(0)),
            (Win(1), &[1, 3, 0], Next::Seat(1)),
            (Win(1), &[1, 4, 0], Next::Seat(1)),
            (Win(1), &[1, 5, 0], Next::Seat(1)),
            (Win(1), &[1, 6, 0], Over),
        ]),
        (2, &[], "two players, 14 each: the other winning resets", &[
            (Win(0), &[1, 0], Next::Seat(0)),
            (Win(0), &[2, 0], Next::Seat(0)),
            (Win(1), &[0, 0], Opening),
            (Win(1), &[0, 1], Next::Seat(1)),
        ]),
        (2, &[("hand_size", "7")], "two players, 7 each: six love", &[
            (Win(1), &[0, 1], Next::Seat(1)),
            (Win(1), &[0, 2], Next::Seat(1)),
            (Win(1), &[0, 3], Next::Seat(1)),
            (Win(1), &[0, 4], Next::Seat(1)),
            (Win(1), &[0, 5], Next::Seat(1)),
            (Win(1), &[0, 6], Over),
        ]),
        (3, &[("win", "first-to-six")], "first to six: no reset, no proviso", &[
            (Win(0), &[1, 0, 0], Next::Seat(0)),
            (Win(1), &[1, 1, 0], Next::Seat(1)),
            (Win(2), &[1, 1, 1], Next::Seat(2)),
            (Win(0), &[2, 1, 1], Next::Seat(0)),
            (Win(0), &[3, 1, 1], Next::Seat(0)),
            (Win(0), &[4, 1, 1], Next::Seat(0)),
            (Win(0), &[5, 1, 1], Next::Seat(0)),
            (Win(0), &[6, 1, 1], Over),
        ]),
        (4, &[("win", "first-to-six")], "first to six, four players", &[
            (Win(3), &[0, 0, 0, 1], Next::Seat(3)),
            (Win(1), &[0, 1, 0, 1], Next::Seat(1)),
            (Win(2), &[0, 1, 1, 1], Next::Seat(2)),
            (Win(0), &[1, 1, 1, 1], Next::Seat(0)),
            (Tie, &[1, 1, 1, 1], Opening),
        ]),
    ];
    for (i, &(players, rules, name, steps)) in rows.iter().enumerate() {
        let v = cutthroat(players, rules);
        run_steps(&v, 500 + i as u64, name, steps);
    }
}
