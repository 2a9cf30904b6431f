//! The easy level: legal moves with a light heuristic a casual player uses — take any
//! points on offer, get rid of doubles first, then the heaviest tile.

use super::view::View;
use crate::rules::{Move, Rng, Tile};

/// How attractive a tile is to get rid of: doubles first, then by weight.
fn shed_value(tile: Tile) -> u32 {
    tile.pips() + if tile.is_double() { 100 } else { 0 }
}

/// Picks a move from `view.legal` (which must not be empty); ties are broken at random.
pub fn choose(view: &View, rng: &mut Rng) -> Move {
    super::doubles::best_scoring(view, rng, shed_value)
}
