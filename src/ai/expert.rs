//! The expert level: the hard level's determinized search (see [`hard`](super::hard)),
//! tuned for strength where the arena showed it pays.
//!
//! It guesses the hidden tiles from its own seat's [`View`] exactly as the hard level
//! does, so it cannot see other hands or the boneyard either. What differs is the
//! [`Tuning`]: a deeper exact search of the end of a hand (more tiles left, more
//! positions), so more of the hand's end is played perfectly in each guess. The README's
//! "Computer opponents" section has the measurements, including the ideas that did not pay
//! and were left out (sharper resampling of the guesses, three times the guesses, playouts
//! by the fitted choice model, the judge's prior in points in the points families).

use super::hard::{search, Tuning, HARD};
use super::view::View;
use super::Budget;
use crate::rules::{Move, Rng};

/// The expert level's tuning: the hard level's, with a deeper exact search at the end.
pub(crate) const EXPERT: Tuning = Tuning {
    exact_tiles: 14,
    exact_nodes: 20_000,
    ..HARD
};

/// Picks a move from `view.legal` (which must not be empty), thinking within `budget`.
pub fn choose(view: &View, rng: &mut Rng, budget: &Budget) -> Move {
    search(view, rng, budget, &EXPERT)
}
