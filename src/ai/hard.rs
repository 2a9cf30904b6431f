//! The hard level: determinized sampling over the hidden tiles.
//!
//! Each iteration guesses the hidden hands (consistent with the hand sizes, every void shown
//! by a pass or a draw, and weighted by how likely the other players' choices and signals
//! were with those hands; see [`sample`](super::sample)), then tries every candidate move in
//! that guess: near the end of a two-sided hand, when few tiles remain, the rest of the hand
//! is searched exactly (alpha-beta over every line of play); before that it is played out
//! with a fast policy. The move with the best weighted average result is chosen.
//!
//! The work is bounded by [`Budget`]: a number of guesses and an optional deadline the
//! caller checks with its own clock (`std::time::Instant` is unavailable in WebAssembly).

use super::eval::{playout, utility};
use super::knowledge::Knowledge;
use super::medium::{obvious, Judge, Weights};
use super::sample::{deal_hidden, model_score, World};
use super::view::View;
use crate::rules::{Move, MoveList, Rng, Round, Seat, Variant};

/// How much thinking the hard level may do for one move.
#[derive(Clone, Copy)]
pub struct Budget<'a> {
    /// The most guesses of the hidden tiles to try every candidate move in.
    pub worlds: u32,
    /// Asked between guesses; once it answers `true` the level stops thinking and plays
    /// the best move found so far (after at least one guess).
    pub deadline: Option<&'a dyn Fn() -> bool>,
}

impl Budget<'_> {
    /// The standard budget: enough guesses for strong play in tens of milliseconds
    /// natively, no deadline.
    pub const STANDARD: Budget<'static> = Budget {
        worlds: 160,
        deadline: None,
    };

    /// A budget of `worlds` guesses and no deadline.
    pub const fn worlds(worlds: u32) -> Budget<'static> {
        Budget {
            worlds,
            deadline: None,
        }
    }

    fn expired(&self) -> bool {
        self.deadline.is_some_and(|f| f())
    }
}

impl Default for Budget<'_> {
    fn default() -> Self {
        Budget::STANDARD
    }
}

impl std::fmt::Debug for Budget<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Budget")
            .field("worlds", &self.worlds)
            .field("deadline", &self.deadline.is_some())
            .finish()
    }
}

/// TEMPORARY tuning knobs.
pub(crate) fn knob(name: &str, default: f64) -> f64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Picks a move from `view.legal` (which must not be empty).
pub fn choose(view: &View, rng: &mut Rng, budget: &Budget) -> Move {
    if let Some(mv) = obvious(view) {
        return mv;
    }
    let know = Knowledge::new(view);
    let candidates = &view.legal;
    let variant = &view.variant;
    let exact_ok = variant.sides() == 2;
    let exact_tiles = knob("EXACT_TILES", 10.0) as usize;
    let exact_nodes = knob("EXACT_NODES", 4000.0) as u32;
    let sharp = knob("SHARP", 1.0) > 0.5;
    let weigh = knob("WEIGH", 1.0) > 0.5;
    let mut worlds: Vec<World> = Vec::new();
    // values[i * candidates + c]: the result of candidate c in guess i.
    let mut values: Vec<f64> = Vec::new();
    let mut list = MoveList::new();
    let target = budget.worlds.max(1) as usize;
    let mut attempts = 0;
    while worlds.len() < target && attempts < 2 * target {
        attempts += 1;
        if !worlds.is_empty() && budget.expired() {
            break;
        }
        let hidden = deal_hidden(&know, rng);
        let Some(world) = World::build(view, &know, &hidden, rng, weigh) else {
            continue;
        };
        let tiles_left: usize = Seat::all(variant.players())
            .map(|s| world.round.hand(s).len())
            .sum();
        let exact = exact_ok && tiles_left <= exact_tiles && world.round.boneyard_len() == 0;
        for &mv in candidates.iter() {
            let mut r = world.round.clone();
            r.play_unchecked(mv);
            let value = if exact {
                let mut nodes = 0;
                solve(
                    &r,
                    variant,
                    view.seat,
                    f64::NEG_INFINITY,
                    f64::INFINITY,
                    &mut nodes,
                    exact_nodes,
                )
            } else {
                None
            };
            let value = value.unwrap_or_else(|| {
                playout(&mut r, rng, &mut list, sharp);
                utility(variant, view.seat, &r)
            });
            values.push(value);
        }
        worlds.push(world);
    }
    if worlds.is_empty() {
        return super::easy::choose(view, rng);
    }
    let weights = super::sample::normalized_weights(&worlds);
    let n = candidates.len();
    let mut means = vec![0.0; n];
    let total: f64 = weights.iter().sum();
    for (i, &w) in weights.iter().enumerate() {
        for (c, mean) in means.iter_mut().enumerate() {
            *mean += w * values[i * n + c];
        }
    }
    // Ties (common when every line wins or every line loses) go to the medium judge.
    let best = means.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let tolerance = 1e-6 * total.max(1.0);
    let tied: Vec<usize> = (0..n).filter(|&c| means[c] >= best - tolerance).collect();
    let lambda = knob("LAMBDA", 0.0);
    if lambda > 0.0 {
        let judge = Judge::new(view, &worlds[..worlds.len().min(32)], Weights::MEDIUM);
        let mut pick = 0;
        let mut pick_score = f64::NEG_INFINITY;
        for c in 0..n {
            let s = means[c] / total.max(1e-9) + lambda * judge.score(candidates[c]);
            if s > pick_score {
                pick_score = s;
                pick = c;
            }
        }
        return candidates[pick];
    }
    if tied.len() == 1 {
        return candidates[tied[0]];
    }
    let judge = Judge::new(view, &worlds, Weights::MEDIUM);
    let mut pick = tied[0];
    let mut pick_score = f64::NEG_INFINITY;
    for &c in &tied {
        let s = judge.score(candidates[c]);
        if s > pick_score {
            pick_score = s;
            pick = c;
        }
    }
    candidates[pick]
}

/// The exact value of `round` for `me`'s side with every hand known, by alpha-beta over
/// every line of play (`me`'s side maximises, the other side minimises). `None` when the
/// search visits more than [`EXACT_NODES`] positions.
fn solve(
    round: &Round,
    variant: &Variant,
    me: Seat,
    mut alpha: f64,
    mut beta: f64,
    nodes: &mut u32,
    limit: u32,
) -> Option<f64> {
    if round.is_over() {
        return Some(utility(variant, me, round));
    }
    *nodes += 1;
    if *nodes > limit {
        return None;
    }
    let list = round.legal_moves();
    let mut moves: arrayvec::ArrayVec<(f32, Move), 64> = arrayvec::ArrayVec::new();
    for &mv in list.iter() {
        if moves.try_push((model_score(round, mv), mv)).is_err() {
            return None;
        }
    }
    moves.sort_unstable_by(|a, b| b.0.total_cmp(&a.0));
    let maximize = variant.side_of(round.turn()) == variant.side_of(me);
    let mut best = if maximize {
        f64::NEG_INFINITY
    } else {
        f64::INFINITY
    };
    for &(_, mv) in &moves {
        let mut child = round.clone();
        child.play_unchecked(mv);
        let value = solve(&child, variant, me, alpha, beta, nodes, limit)?;
        if maximize {
            best = best.max(value);
            alpha = alpha.max(value);
        } else {
            best = best.min(value);
            beta = beta.min(value);
        }
        if alpha >= beta {
            break;
        }
    }
    Some(best)
}
