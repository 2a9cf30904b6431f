//! The one helper module of the integration tests (`tests/*.rs` declare `mod helpers;`).
//!
//! This file holds what every test needs: tiles, hands and deals written as text, every
//! combination of house rules, pip counts, a total order on moves, random deals and the
//! tests' own seeded generator, and the `dominoes` binary run on a command line and an
//! input. Two sub-modules hold the larger tools:
//!
//! - [`hands`]: an independent reading of a played hand (who went out, key tile, counts,
//!   expected winner) and seeded searches for hands that end a given way; used by the
//!   tests of the line families (Jamaican, Block/Draw, Chiva, Cutthroat, partnership);
//! - [`model`]: a reference model of the table written from the rule texts, moves played
//!   from record notation, and legal moves as text; used by the tests of French, Haitian,
//!   All Fives and Matador and by the move-by-move invariant tests.

#![allow(dead_code)]

pub mod hands;
pub mod model;

use dominoes::rules::{Deal, Family, HouseRules, Mechanics, Move, Tile, TileSet, Variant};

/// A tile from text such as `"6-2"`.
pub fn t(text: &str) -> Tile {
    text.parse()
        .unwrap_or_else(|e| panic!("bad tile in test: {e}"))
}

/// Tiles from text such as `"6-6 6-5 5-5"`.
pub fn tiles(text: &str) -> Vec<Tile> {
    text.split_whitespace().map(t).collect()
}

/// A tile set from text.
pub fn set(text: &str) -> TileSet {
    tiles(text).into_iter().collect()
}

/// A checked variant with the given house rules (panics on a refused choice).
pub fn variant(family: Family, players: u8, top: u8, rules: &[(&str, &str)]) -> Variant {
    let mut house = HouseRules::new();
    for (k, v) in rules {
        house.set(k, v);
    }
    Variant::new(family, players, top, &house).unwrap_or_else(|e| panic!("variant refused: {e}"))
}

/// A deal from text: one hand per seat (South first, then in seat order) and optionally
/// the boneyard in draw order (`None`: the undealt tiles in canonical order).
pub fn deal(v: &Variant, hands: &[&str], boneyard: Option<&str>) -> Deal {
    let hands: Vec<Vec<Tile>> = hands.iter().map(|h| tiles(h)).collect();
    let boneyard = boneyard.map(tiles);
    Deal::explicit(v.mechanics(), &hands, boneyard.as_deref())
        .unwrap_or_else(|e| panic!("deal refused: {e}"))
}

/// Every combination of the family's house rules for a table of `players`.
pub fn all_rule_combos(family: Family, players: u8) -> Vec<HouseRules> {
    let mut out = vec![HouseRules::new()];
    for spec in family.rule_specs(players) {
        let mut next = Vec::new();
        for base in &out {
            for value in spec.values {
                let mut h = base.clone();
                h.set(spec.key, value);
                next.push(h);
            }
        }
        out = next;
    }
    out
}

/// The pips on a set of tiles, summed here rather than asked of the engine.
pub fn pips(tiles: TileSet) -> u32 {
    tiles
        .iter()
        .map(|t| u32::from(t.low()) + u32::from(t.high()))
        .sum()
}

/// The tests' own seeded generator (SplitMix64).
#[derive(Clone, Debug)]
pub struct Dice(u64);

impl Dice {
    /// A generator whose stream is fixed by `seed` (the stream of the line-family tests).
    pub fn new(seed: u64) -> Dice {
        Dice::salted(seed, 0x5DEE_CE66_D1CE_5EED)
    }

    /// A generator whose stream is fixed by `seed`: the stream the French, Haitian, All Fives
    /// and Matador tests and the move-by-move invariants were written against (a different
    /// salt from [`Dice::new`], kept so their seeds find the same hands as before).
    pub fn for_model(seed: u64) -> Dice {
        Dice::salted(seed, 0xA076_1D64_78BD_642F)
    }

    /// A generator whose stream is fixed by `seed` and `salt`.
    pub fn salted(seed: u64, salt: u64) -> Dice {
        Dice(seed ^ salt)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`; the bias is far below what a test can see).
    pub fn below(&mut self, n: usize) -> usize {
        (((self.next_u64() >> 32) * n as u64) >> 32) as usize
    }

    /// Whether an event of probability `num / den` happens.
    pub fn chance(&mut self, num: usize, den: usize) -> bool {
        self.below(den) < num
    }

    /// One item of a non-empty slice.
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }

    /// Shuffles a slice (Fisher-Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

/// A random deal for the variant, shuffled by the tests rather than by the engine's seeded
/// dealer. Families that need a double get a deal with one.
pub fn random_deal(mech: &Mechanics, dice: &mut Dice) -> Deal {
    loop {
        let mut all: Vec<Tile> = mech.in_play.iter().collect();
        dice.shuffle(&mut all);
        let size = mech.hand_size as usize;
        let hands: Vec<Vec<Tile>> = (0..mech.players as usize)
            .map(|s| all[s * size..(s + 1) * size].to_vec())
            .collect();
        if mech.needs_double && !hands.iter().flatten().any(|t| t.is_double()) {
            continue;
        }
        let boneyard = &all[size * mech.players as usize..];
        return Deal::explicit(mech, &hands, Some(boneyard)).expect("a shuffled deal is valid");
    }
}

/// A total order on moves, for comparing lists.
pub fn move_key(m: &Move) -> (u8, usize, u8, u8) {
    match *m {
        Move::Poser(s) => (0, s.index(), 0, 0),
        Move::Pose(t) => (1, t.index(), 0, 0),
        Move::Play { tile, end, open } => (2, tile.index(), end.index() as u8, open),
        Move::Draw => (3, 0, 0, 0),
        Move::Pass => (4, 0, 0, 0),
        Move::Claim => (5, 0, 0, 0),
        Move::Muggins => (6, 0, 0, 0),
    }
}

/// Moves in a canonical order.
pub fn sorted(mut moves: Vec<Move>) -> Vec<Move> {
    moves.sort_by_key(move_key);
    moves
}

/// Runs the `dominoes` binary with `args`, feeding `stdin`, and waits for it.
#[cfg(not(target_arch = "wasm32"))]
pub fn dominoes(args: &[&str], stdin: &str) -> std::process::Output {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_dominoes"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    if let Some(mut input) = child.stdin.take() {
        // A command that does not read stdin may close it first: ignore that.
        let _ = input.write_all(stdin.as_bytes());
    }
    child.wait_with_output().expect("the binary runs")
}
