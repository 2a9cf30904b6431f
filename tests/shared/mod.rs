//! The smallest helpers shared by both test support modules (`tests/common` for the line
//! families, `tests/support` for French, Haitian, All Fives and Matador): tiles, hands
//! and deals written as text, every combination of house rules, pip counts, and the tests'
//! own seeded generator (each module keeps its own streams; see `Dice::new` there).

#![allow(dead_code)]

use dominoes::rules::{Deal, Family, HouseRules, Tile, TileSet, Variant};

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
pub fn deal(v: &Variant, hands: &[&str], stock: Option<&str>) -> Deal {
    let hands: Vec<Vec<Tile>> = hands.iter().map(|h| tiles(h)).collect();
    let stock = stock.map(tiles);
    Deal::explicit(v.mechanics(), &hands, stock.as_deref())
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
