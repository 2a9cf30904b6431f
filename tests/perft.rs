//! Move-count tables, in the manner of chess perft files: for a fixed deal (family, table,
//! house rules, seed) and a depth, the number of sequences of exactly that many legal moves
//! from the start of the match's first hand. A hand that ends earlier contributes nothing
//! at that depth. The counts pin the legal-move generator: any change to what is legal
//! anywhere in the first moves of these deals changes a count.
//!
//! The counts were taken from the generator as it stood before the engine was reshaped
//! (issue 12) and are checked against it ever since. A second count through the checked
//! `Hand::play` (every listed move accepted, the hand's end seen the same way) guards the
//! counting itself. `dominoes perft --family F [--players N] [--set N] [--rule K=V]... --seed S
//! --depth D` prints a row as the engine counts it now, to add here or to paste after a
//! deliberate rule change.
#![cfg(not(target_arch = "wasm32"))]

use dominoes::rules::{Family, Hand, HouseRules, Match, Variant};

/// One line of the table: family id, players, set, house rules (`key=value,...`), seed,
/// depth, count.
type Row = (&'static str, u8, u8, &'static str, u64, u32, u64);

/// The table. Each family at its default table with two seeds, plus the tables and house
/// rules that change what is legal (free poses, drawing, claims, wild tiles, bigger sets).
const TABLE: &[Row] = &[
    ("jamaican", 4, 6, "", 1, 12, 161426),
    ("jamaican", 4, 6, "", 2, 12, 9746),
    ("jamaican", 4, 6, "pose=sporting", 3, 12, 748626),
    ("cutthroat", 2, 6, "", 1, 10, 4687026),
    ("cutthroat", 2, 6, "hand_size=7", 2, 10, 2168),
    ("cutthroat", 3, 6, "", 3, 10, 70802),
    ("cutthroat", 4, 6, "", 4, 10, 15884),
    ("french", 4, 6, "", 1, 11, 108665),
    ("french", 4, 6, "", 2, 11, 27657),
    ("haitian", 4, 6, "", 5, 12, 46130),
    ("haitian", 2, 6, "form=draw", 2, 12, 2820),
    ("haitian", 3, 6, "", 3, 12, 574860),
    ("chiva", 4, 6, "", 6, 12, 70126),
    ("chiva", 2, 6, "", 2, 12, 2820),
    ("chiva", 3, 6, "", 3, 12, 8640),
    ("partnership", 4, 6, "", 7, 12, 94358),
    ("partnership", 4, 6, "", 2, 12, 9746),
    ("blockdraw", 2, 6, "", 1, 18, 16),
    ("blockdraw", 3, 9, "mode=block", 2, 14, 266),
    ("blockdraw", 4, 12, "hand_size=7", 3, 14, 2454),
    ("allfives", 2, 6, "", 1, 9, 5916),
    ("allfives", 3, 6, "muggins=on", 2, 9, 6214),
    ("allfives", 4, 9, "", 3, 12, 78),
    ("matador", 2, 6, "", 1, 8, 1245761),
    ("matador", 3, 9, "", 2, 8, 30913),
    ("matador", 4, 6, "hand_size=5", 3, 8, 20795),
    // Sets beyond one word of tiles: the general generator's wild tiles, not the tables'.
    ("matador", 2, 12, "", 3, 9, 65569),
    ("matador", 4, 15, "", 1, 8, 3181),
    ("matador", 4, 15, "", 4, 8, 5527),
    ("matador", 3, 9, "", 7, 9, 151407),
];

fn variant(row: &Row) -> Variant {
    let (id, players, set, rules, ..) = *row;
    let family = Family::from_id(id).expect("a family of the table");
    let mut house = HouseRules::new();
    for pair in rules.split(',').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').expect("key=value");
        house.set(key, value);
    }
    Variant::new(family, players, set, &house).expect("a table the family has")
}

/// The first hand of the match the row describes.
fn start(row: &Row) -> Hand {
    Match::new(variant(row), row.4).hand().clone()
}

/// The same count through the checked `play`, which must accept every listed move; also
/// checks that a hand over has no legal move and a hand in play has at least one.
fn perft_checked(hand: &Hand, depth: u32) -> u64 {
    let moves = hand.legal_moves();
    assert_eq!(hand.is_over(), moves.is_empty(), "moves iff the hand is on");
    if depth == 0 {
        return 1;
    }
    moves
        .iter()
        .map(|&mv| {
            let mut next = hand.clone();
            next.play(mv)
                .unwrap_or_else(|e| panic!("listed move {mv:?} refused: {e}"));
            perft_checked(&next, depth - 1)
        })
        .sum()
}

#[test]
fn move_counts_match_the_table() {
    let mut wrong = Vec::new();
    for row in TABLE {
        let count = start(row).perft(row.5);
        if count != row.6 {
            wrong.push(format!("{row:?}: counted {count}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn checked_play_counts_the_same() {
    // The shallower half of each row, to keep the checked path quick.
    for row in TABLE {
        let hand = start(row);
        let depth = row.5 - 2;
        assert_eq!(
            perft_checked(&hand, depth),
            hand.perft(depth),
            "{row:?} at depth {depth}"
        );
    }
}

#[test]
fn every_family_has_rows() {
    for family in Family::ALL.into_iter().filter(|f| f.is_playable()) {
        let rows = TABLE.iter().filter(|r| r.0 == family.id()).count();
        assert!(rows >= 2, "{} has {rows} rows", family.id());
    }
}
