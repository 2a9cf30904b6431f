//! A list of legal moves in a fixed array on the stack.
//!
//! Generation pushes a few moves per call millions of times a second, so a push is one
//! store and one increment. The capacity is the proven maximum ([`MAX_MOVES`]); a reused
//! list costs nothing to clear.

use super::moves::Move;
use super::tile::MAX_TILES;
use std::ops::Deref;

/// The most legal moves a position can have: every tile of the largest set on each of
/// four ends with two choices of open number (a Matador wild tile), plus Draw and Pass.
pub const MAX_MOVES: usize = MAX_TILES * 4 * 2 + 2;

/// Legal moves, in generation order. Reads as a slice (`len`, `iter`, `contains`, `[i]`).
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl MoveList {
    /// An empty list.
    pub fn new() -> MoveList {
        MoveList {
            moves: [Move::Pass; MAX_MOVES],
            len: 0,
        }
    }

    /// Empties the list, keeping its storage.
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Appends a move. The capacity is a proven bound, so this never fails in practice;
    /// indexing past it would panic rather than corrupt anything.
    #[inline(always)]
    pub fn push(&mut self, mv: Move) {
        self.moves[self.len] = mv;
        self.len += 1;
    }
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

impl Deref for MoveList {
    type Target = [Move];

    #[inline]
    fn deref(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

impl std::fmt::Debug for MoveList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}
