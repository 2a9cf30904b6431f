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
    if let Some(&claim) = view
        .legal
        .iter()
        .find(|m| matches!(m, Move::Claim | Move::Muggins))
    {
        return claim;
    }
    let score = |m: &Move| -> u32 {
        match *m {
            Move::Pose(t) | Move::Play { tile: t, .. } => shed_value(t),
            // A team choosing its poser: this seat takes it on.
            Move::Poser(s) if s == view.seat => 1,
            _ => 0,
        }
    };
    let best = view.legal.iter().map(score).max().unwrap_or(0);
    let top: Vec<Move> = view
        .legal
        .iter()
        .copied()
        .filter(|m| score(m) == best)
        .collect();
    top[rng.below(top.len() as u32) as usize]
}
