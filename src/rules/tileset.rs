//! A set of tiles as a bitset over the canonical tile order.
//!
//! Three 64-bit words hold all 136 tiles of double-fifteen; every double-six tile lives in
//! the first word, so the common case touches one word of real data.

use super::tile::{Tile, MAX_PIP, MAX_TILES};
use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Sub, SubAssign};

const WORDS: usize = 3;

/// A set of tiles (a hand, the boneyard, the tiles on the table...).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct TileSet([u64; WORDS]);

/// Every double up to double-fifteen.
static DOUBLES: TileSet = {
    let mut set = TileSet::EMPTY;
    let mut n = 0;
    while n <= MAX_PIP {
        set = set.with(Tile::new(n, n));
        n += 1;
    }
    set
};

/// For each number, the set of tiles (from double-fifteen) that show it.
static WITH_NUMBER: [TileSet; MAX_PIP as usize + 1] = {
    let mut out = [TileSet::EMPTY; MAX_PIP as usize + 1];
    let mut i = 0;
    while i < MAX_TILES {
        let t = match Tile::from_index(i) {
            Some(t) => t,
            None => unreachable!(),
        };
        out[t.low() as usize] = out[t.low() as usize].with(t);
        out[t.high() as usize] = out[t.high() as usize].with(t);
        i += 1;
    }
    out
};

/// The first word of each [`WITH_NUMBER`] entry.
pub(crate) static WITH_NUMBER_LOW: [u64; MAX_PIP as usize + 1] = {
    let mut out = [0u64; MAX_PIP as usize + 1];
    let mut n = 0;
    while n <= MAX_PIP as usize {
        out[n] = WITH_NUMBER[n].0[0];
        n += 1;
    }
    out
};

impl TileSet {
    /// The empty set.
    pub const EMPTY: TileSet = TileSet([0; WORDS]);

    /// The first `n` tiles in canonical order (so `prefix(set.len())` is a whole set).
    pub const fn prefix(n: usize) -> TileSet {
        let mut words = [0u64; WORDS];
        let mut w = 0;
        while w < WORDS {
            let lo = w * 64;
            if n >= lo + 64 {
                words[w] = u64::MAX;
            } else if n > lo {
                words[w] = (1u64 << (n - lo)) - 1;
            }
            w += 1;
        }
        TileSet(words)
    }

    /// Every tile showing the number `n` (in any set; intersect with the set in play).
    #[inline]
    pub fn with_number(n: u8) -> TileSet {
        WITH_NUMBER[n as usize]
    }

    /// The first 64 tiles of the set as bits (all of double-six and double-nine).
    #[inline(always)]
    pub(crate) const fn low_word(self) -> u64 {
        self.0[0]
    }

    /// The set whose first 64 tiles are the bits of `word`.
    #[inline(always)]
    pub(crate) const fn from_low_word(word: u64) -> TileSet {
        TileSet([word, 0, 0])
    }

    /// The first word of [`TileSet::with_number`]: the tiles among the first 64 that show
    /// `n` (all of them up to double-nine).
    #[inline(always)]
    pub(crate) fn with_number_low(n: u8) -> u64 {
        WITH_NUMBER_LOW[n as usize & MAX_PIP as usize]
    }

    /// This set plus `tile` (usable in constants).
    pub const fn with(self, tile: Tile) -> TileSet {
        let mut words = self.0;
        words[tile.index() / 64] |= 1u64 << (tile.index() % 64);
        TileSet(words)
    }

    /// Adds a tile.
    #[inline]
    pub fn insert(&mut self, tile: Tile) {
        self.0[tile.index() / 64] |= 1u64 << (tile.index() % 64);
    }

    /// Removes a tile.
    #[inline]
    pub fn remove(&mut self, tile: Tile) {
        self.0[tile.index() / 64] &= !(1u64 << (tile.index() % 64));
    }

    /// Whether the tile is in the set.
    #[inline]
    pub const fn contains(self, tile: Tile) -> bool {
        self.0[tile.index() / 64] & (1u64 << (tile.index() % 64)) != 0
    }

    /// How many tiles the set holds.
    #[inline]
    pub const fn len(self) -> usize {
        (self.0[0].count_ones() + self.0[1].count_ones() + self.0[2].count_ones()) as usize
    }

    /// Whether the set holds no tile.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0[0] | self.0[1] | self.0[2] == 0
    }

    /// The total pips of all tiles in the set (a hand's *count*).
    pub fn pips(self) -> u32 {
        self.iter().map(Tile::pips).sum()
    }

    /// The doubles in the set.
    #[inline]
    pub fn doubles(self) -> TileSet {
        self & DOUBLES
    }

    /// The `k`-th tile in canonical order (0-based), if the set has that many.
    #[inline]
    pub fn nth(self, mut k: usize) -> Option<Tile> {
        for (w, &word) in self.0.iter().enumerate() {
            let ones = word.count_ones() as usize;
            if k < ones {
                let mut bits = word;
                for _ in 0..k {
                    bits &= bits - 1;
                }
                return Tile::from_index(w * 64 + bits.trailing_zeros() as usize);
            }
            k -= ones;
        }
        None
    }

    /// The tile with the highest index (the heaviest double comes last in its row).
    pub fn last(self) -> Option<Tile> {
        (0..WORDS).rev().find_map(|w| {
            let word = self.0[w];
            (word != 0).then(|| Tile::from_index(w * 64 + 63 - word.leading_zeros() as usize))?
        })
    }

    /// Calls `f` on every tile in canonical order. Faster than [`TileSet::iter`] in hot
    /// loops: each word is scanned in a register.
    #[inline(always)]
    pub fn for_each(self, mut f: impl FnMut(Tile)) {
        for (w, &word) in self.0.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let bit = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                f(Tile::from_index_unchecked(w * 64 + bit));
            }
        }
    }

    /// The tiles in canonical order.
    #[inline]
    pub fn iter(self) -> Iter {
        // Stop after the last word in use: double-six and double-nine sets never look
        // past the first word.
        let end = if self.0[2] != 0 {
            3
        } else if self.0[1] != 0 {
            2
        } else {
            1
        };
        Iter {
            words: self.0,
            current: self.0[0],
            word: 0,
            end,
        }
    }
}

impl FromIterator<Tile> for TileSet {
    fn from_iter<I: IntoIterator<Item = Tile>>(iter: I) -> TileSet {
        let mut set = TileSet::EMPTY;
        for t in iter {
            set.insert(t);
        }
        set
    }
}

impl IntoIterator for TileSet {
    type Item = Tile;
    type IntoIter = Iter;
    fn into_iter(self) -> Iter {
        self.iter()
    }
}

/// Iterator over the tiles of a [`TileSet`], in canonical order.
#[derive(Clone)]
pub struct Iter {
    words: [u64; WORDS],
    current: u64,
    word: usize,
    end: usize,
}

impl Iterator for Iter {
    type Item = Tile;

    #[inline]
    fn next(&mut self) -> Option<Tile> {
        while self.current == 0 {
            self.word += 1;
            if self.word >= self.end {
                return None;
            }
            self.current = self.words[self.word];
        }
        let bit = self.current.trailing_zeros() as usize;
        self.current &= self.current - 1;
        Tile::from_index(self.word * 64 + bit)
    }
}

macro_rules! set_op {
    ($trait:ident, $method:ident, $assign_trait:ident, $assign:ident, |$a:ident, $b:ident| $e:expr) => {
        impl $trait for TileSet {
            type Output = TileSet;
            #[inline]
            fn $method(self, other: TileSet) -> TileSet {
                let mut out = [0u64; WORDS];
                for (i, slot) in out.iter_mut().enumerate() {
                    let ($a, $b) = (self.0[i], other.0[i]);
                    *slot = $e;
                }
                TileSet(out)
            }
        }
        impl $assign_trait for TileSet {
            #[inline]
            fn $assign(&mut self, other: TileSet) {
                *self = $trait::$method(*self, other);
            }
        }
    };
}

set_op!(BitAnd, bitand, BitAndAssign, bitand_assign, |a, b| a & b);
set_op!(BitOr, bitor, BitOrAssign, bitor_assign, |a, b| a | b);
set_op!(Sub, sub, SubAssign, sub_assign, |a, b| a & !b);

impl fmt::Debug for TileSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl fmt::Display for TileSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for t in self.iter() {
            if !first {
                f.write_str(" ")?;
            }
            first = false;
            write!(f, "{t}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::DominoSet;

    #[test]
    fn set_operations() {
        let a: TileSet = [Tile::new(0, 0), Tile::new(6, 6), Tile::new(15, 15)]
            .into_iter()
            .collect();
        assert_eq!(a.len(), 3);
        assert!(a.contains(Tile::new(15, 15)));
        let b: TileSet = [Tile::new(6, 6)].into_iter().collect();
        assert_eq!((a - b).len(), 2);
        assert_eq!(a & b, b);
        assert_eq!((a - b) | b, a);
        assert_eq!(a.last(), Some(Tile::new(15, 15)));
        assert_eq!(a.nth(1), Some(Tile::new(6, 6)));
        assert_eq!(a.nth(3), None);
        assert_eq!(a.pips(), 42);
    }

    #[test]
    fn prefixes_are_whole_sets() {
        for set in DominoSet::ALL {
            let all = TileSet::prefix(set.len());
            assert_eq!(all.len(), set.len());
            assert_eq!(
                all.iter().collect::<Vec<_>>(),
                set.tiles().collect::<Vec<_>>()
            );
        }
    }

    #[test]
    fn numbers_appear_the_right_number_of_times() {
        for set in DominoSet::ALL {
            let all = TileSet::prefix(set.len());
            for n in 0..=set.top() {
                let with = TileSet::with_number(n) & all;
                assert_eq!(with.len(), set.top() as usize + 1);
                assert!(with.iter().all(|t| t.has(n)));
            }
        }
    }

    #[test]
    fn nth_walks_in_order() {
        let all = TileSet::prefix(136);
        for (k, t) in all.iter().enumerate() {
            assert_eq!(all.nth(k), Some(t));
        }
    }
}
