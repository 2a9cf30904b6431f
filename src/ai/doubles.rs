//! The doubles-first baseline: claim any points on offer, then play a double if one fits,
//! otherwise the heaviest tile that fits; never draw or pass while a tile fits. The
//! yardstick the stronger levels are measured against in the arena.

use super::view::View;
use crate::rules::{Move, Rng};

/// Picks a move from `view.legal` (which must not be empty); ties are broken at random.
pub fn choose(view: &View, rng: &mut Rng) -> Move {
    best_scoring(view, rng, |t| {
        1 + t.pips() + if t.is_double() { 100 } else { 0 }
    })
}

/// The simple players' shared routine: take any points on offer (claim, muggins);
/// otherwise the legal move whose tile scores highest under `tile_score`, a team's poser
/// choice going to this seat, and anything else (draw, pass) scoring 0. Ties are broken
/// at random. `view.legal` must not be empty.
pub(crate) fn best_scoring(
    view: &View,
    rng: &mut Rng,
    tile_score: impl Fn(crate::rules::Tile) -> u32,
) -> Move {
    if let Some(&claim) = view
        .legal
        .iter()
        .find(|m| matches!(m, Move::Claim | Move::Muggins))
    {
        return claim;
    }
    let score = |m: &Move| -> u32 {
        match *m {
            Move::Pose(t) | Move::Play { tile: t, .. } => tile_score(t),
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
