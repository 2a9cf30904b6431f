//! Tiles, pip values and domino sets from double-six to double-fifteen.
//!
//! Tiles are numbered so that every set is a prefix of the next: the tile `low-high`
//! (with `low <= high`) has index `high * (high + 1) / 2 + low`. Double-six is indices
//! `0..28`, double-nine `0..55`, double-twelve `0..91`, double-fifteen `0..136`. That keeps
//! the double-six hot path inside the first word of a [`TileSet`](super::TileSet).

use std::fmt;
use std::str::FromStr;

/// The highest pip value of the largest supported set (double-fifteen).
pub const MAX_PIP: u8 = 15;
/// The number of tiles in the largest supported set.
pub const MAX_TILES: usize = 136;

/// One domino, stored as its index in the canonical order (see the module docs).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Tile(u8);

/// Low and high number of every tile index, built at compile time.
const HALVES: [(u8, u8); MAX_TILES] = {
    let mut out = [(0u8, 0u8); MAX_TILES];
    let mut high = 0u8;
    let mut i = 0usize;
    while high <= MAX_PIP {
        let mut low = 0u8;
        while low <= high {
            out[i] = (low, high);
            i += 1;
            low += 1;
        }
        high += 1;
    }
    out
};

impl Tile {
    /// The tile with the two given numbers, in either order. Panics if a number is above
    /// [`MAX_PIP`]; use [`Tile::parse`] for input from outside.
    pub const fn new(a: u8, b: u8) -> Tile {
        assert!(a <= MAX_PIP && b <= MAX_PIP, "pip value above 15");
        let (low, high) = if a <= b { (a, b) } else { (b, a) };
        Tile(((high as u16 * (high as u16 + 1)) / 2 + low as u16) as u8)
    }

    /// The tile with this canonical index, if it exists.
    pub const fn from_index(index: usize) -> Option<Tile> {
        if index < MAX_TILES {
            Some(Tile(index as u8))
        } else {
            None
        }
    }

    /// The tile with this canonical index; the caller guarantees `index < MAX_TILES`
    /// (bitset iteration, where the index comes from a bit position).
    #[inline]
    pub(crate) const fn from_index_unchecked(index: usize) -> Tile {
        debug_assert!(index < MAX_TILES);
        Tile(index as u8)
    }

    /// The canonical index of this tile (see the module docs).
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The smaller number.
    pub const fn low(self) -> u8 {
        HALVES[self.0 as usize].0
    }

    /// The larger number.
    pub const fn high(self) -> u8 {
        HALVES[self.0 as usize].1
    }

    /// Whether both halves show the same number.
    pub const fn is_double(self) -> bool {
        self.low() == self.high()
    }

    /// The pips on the whole tile.
    pub const fn pips(self) -> u32 {
        self.low() as u32 + self.high() as u32
    }

    /// Whether one half shows `n`.
    pub const fn has(self, n: u8) -> bool {
        self.low() == n || self.high() == n
    }

    /// The number on the other half when one half is matched against `n`.
    /// Only meaningful when [`Tile::has`] is true.
    #[inline]
    pub const fn other(self, n: u8) -> u8 {
        // Branch-free: low + high - n is the other half whichever half matched.
        let (low, high) = HALVES[self.0 as usize];
        low + high - n
    }

    /// Reads a tile written as `a-b` (also `a:b` or `[a-b]`), numbers 0 to 15.
    pub fn parse(text: &str) -> Result<Tile, ParseTileError> {
        text.parse()
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.low(), self.high())
    }
}

impl fmt::Debug for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{}-{}]", self.low(), self.high())
    }
}

/// Why a piece of text is not a tile.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseTileError {
    /// The text that was read.
    pub text: String,
}

impl fmt::Display for ParseTileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a tile: write two numbers from 0 to 15 joined by '-', like 3-5",
            super::input::shown(&self.text)
        )
    }
}

impl std::error::Error for ParseTileError {}

impl FromStr for Tile {
    type Err = ParseTileError;

    fn from_str(text: &str) -> Result<Tile, ParseTileError> {
        let err = || ParseTileError {
            text: text.to_string(),
        };
        let inner = text.trim();
        let inner = inner
            .strip_prefix('[')
            .and_then(|s| s.strip_suffix(']'))
            .unwrap_or(inner);
        let (a, b) = inner
            .split_once('-')
            .or_else(|| inner.split_once(':'))
            .ok_or_else(err)?;
        let a: u8 = a.trim().parse().map_err(|_| err())?;
        let b: u8 = b.trim().parse().map_err(|_| err())?;
        if a > MAX_PIP || b > MAX_PIP {
            return Err(err());
        }
        Ok(Tile::new(a, b))
    }
}

/// A domino set, named by its highest double.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct DominoSet(u8);

impl DominoSet {
    /// Double-six: 28 tiles.
    pub const DOUBLE_SIX: DominoSet = DominoSet(6);
    /// Double-nine: 55 tiles.
    pub const DOUBLE_NINE: DominoSet = DominoSet(9);
    /// Double-twelve: 91 tiles.
    pub const DOUBLE_TWELVE: DominoSet = DominoSet(12);
    /// Double-fifteen: 136 tiles.
    pub const DOUBLE_FIFTEEN: DominoSet = DominoSet(15);
    /// Every set the game supports.
    pub const ALL: [DominoSet; 4] = [
        DominoSet::DOUBLE_SIX,
        DominoSet::DOUBLE_NINE,
        DominoSet::DOUBLE_TWELVE,
        DominoSet::DOUBLE_FIFTEEN,
    ];

    /// The set whose highest double is `top` (6, 9, 12 or 15).
    pub fn from_top(top: u8) -> Option<DominoSet> {
        DominoSet::ALL.into_iter().find(|s| s.top() == top)
    }

    /// The highest number in the set.
    pub const fn top(self) -> u8 {
        self.0
    }

    /// How many tiles the set has.
    pub const fn len(self) -> usize {
        let n = self.0 as usize + 1;
        n * (n + 1) / 2
    }

    /// Sets are never empty; present for API symmetry with `len`.
    pub const fn is_empty(self) -> bool {
        false
    }

    /// How many times each number is printed in the whole set (a double counts twice).
    pub const fn appearances(self) -> u8 {
        self.0 + 2
    }

    /// The highest double of the set.
    pub const fn top_double(self) -> Tile {
        Tile::new(self.0, self.0)
    }

    /// Every tile of the set, in canonical order.
    pub fn tiles(self) -> impl Iterator<Item = Tile> {
        (0..self.len()).map(|i| Tile(i as u8))
    }
}

impl fmt::Display for DominoSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "double-{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indices_cover_each_set_as_a_prefix() {
        for set in DominoSet::ALL {
            let mut seen = vec![false; set.len()];
            for a in 0..=set.top() {
                for b in a..=set.top() {
                    let t = Tile::new(a, b);
                    assert!(t.index() < set.len(), "{t} outside {set}");
                    assert!(!seen[t.index()]);
                    seen[t.index()] = true;
                    assert_eq!((t.low(), t.high()), (a, b));
                    assert_eq!(Tile::new(b, a), t);
                }
            }
            assert!(seen.iter().all(|&s| s));
        }
        assert_eq!(DominoSet::DOUBLE_SIX.len(), 28);
        assert_eq!(DominoSet::DOUBLE_NINE.len(), 55);
        assert_eq!(DominoSet::DOUBLE_TWELVE.len(), 91);
        assert_eq!(DominoSet::DOUBLE_FIFTEEN.len(), 136);
    }

    #[test]
    fn parse_and_display_round_trip() {
        for i in 0..MAX_TILES {
            let t = Tile::from_index(i).unwrap();
            assert_eq!(t.to_string().parse::<Tile>().unwrap(), t);
        }
        assert_eq!("[5-3]".parse::<Tile>().unwrap(), Tile::new(3, 5));
        assert_eq!("6:6".parse::<Tile>().unwrap(), Tile::new(6, 6));
        for bad in ["", "3", "3-", "-3", "16-1", "a-b", "3-5-6", "3 5"] {
            assert!(bad.parse::<Tile>().is_err(), "{bad:?} parsed");
        }
    }

    #[test]
    fn other_half_and_pips() {
        let t = Tile::new(2, 6);
        assert_eq!(t.other(2), 6);
        assert_eq!(t.other(6), 2);
        assert_eq!(t.pips(), 8);
        assert!(!t.is_double());
        assert!(Tile::new(4, 4).is_double());
    }
}
