//! Information-set Monte Carlo tree search with every seat maximising its own result
//! (max^n): one tree of the seat's possible lines of play, shared by many guesses of the
//! hidden tiles. Each iteration guesses the hidden tiles as the hard level does
//! ([`resampled_world`]), walks the tree from the root choosing, for whichever seat is to
//! move, among the moves it has in that guess by the upper confidence bound on that seat's
//! own average result, adds one new position, plays the rest of the hand out with the
//! tuning's quick policy and credits every seat's result to the moves on the way. So the
//! other players' replies are searched too (each plays what is best for itself), where the
//! flat search ([`hard::search`](super::hard::search)) plays them by the quick policy alone.

use super::eval::{playout, rewards};
use super::hard::{best_index, resampled_world, Budget, Tuning};

use super::medium::obvious;
use super::sample::World;
use super::view::View;
use crate::rules::{Hand, Move, MoveList, Rng};

/// No position below this move yet.
const LEAF: u32 = u32::MAX;

/// A move from a position, with what the search learnt of it.
struct Edge {
    mv: Move,
    /// The position after the move, or [`LEAF`].
    child: u32,
    /// Iterations that played it.
    visits: u32,
    /// Iterations in which it was legal when its position was reached.
    avail: u32,
    /// The sum of the mover's results over its visits.
    sum: f64,
}

impl Edge {
    fn new(mv: Move) -> Edge {
        Edge {
            mv,
            child: LEAF,
            visits: 0,
            avail: 0,
            sum: 0.0,
        }
    }
}

/// Picks a move from `view.legal` (which must not be empty) by the tree search under
/// `tuning`, `explore` being the weight of the confidence bound (in units of the results'
/// root mean square). With `truth`, every guess is that position (research only: the
/// arena's `--a-sees-all`); with `know`, the guesses are drawn within it rather than
/// within what the view shows (research only: `--a-sees-partner`).
pub(crate) fn search(
    view: &View,
    rng: &mut Rng,
    budget: &Budget,
    tuning: &Tuning,
    explore: f64,
    truth: Option<&Hand>,
    know: Option<super::knowledge::Knowledge>,
) -> Move {
    if let Some(mv) = obvious(view) {
        return mv;
    }
    let know = know.unwrap_or_else(|| super::hard::knowledge(view, tuning));
    let variant = &view.variant;
    let mut tree: Vec<Vec<Edge>> = vec![view.legal.iter().map(|&mv| Edge::new(mv)).collect()];
    let mut list = MoveList::new();
    let mut judged: Vec<World> = Vec::new();
    let mut path: Vec<(u32, usize, usize)> = Vec::new();
    let mut legal: arrayvec::ArrayVec<usize, 64> = arrayvec::ArrayVec::new();
    // Each guess serves as many iterations as the seat has moves, so the work per guess
    // matches the flat search's (one playout per move).
    let per_world = view.legal.len();
    let (mut squares, mut results) = (0.0f64, 0u32);
    let (mut worlds, mut misses) = (0u32, 0);
    while worlds < budget.worlds.max(1) {
        if worlds > 0 && budget.expired() {
            break;
        }
        let world = match truth {
            Some(hand) => World {
                hand: hand.clone(),
                log_weight: 0.0,
            },
            None => match resampled_world(view, &know, rng, tuning) {
                Some(world) => world,
                None => {
                    misses += 1;
                    if misses > 16 {
                        break;
                    }
                    continue;
                }
            },
        };
        for _ in 0..per_world {
            let scale = if results == 0 {
                1.0
            } else {
                (squares / f64::from(results)).sqrt().max(1e-6)
            };
            let mut hand = world.hand.clone();
            path.clear();
            let mut node = 0u32;
            while !hand.is_over() {
                let mover = hand.turn().index();
                hand.generate(&mut list);
                let edges = &mut tree[node as usize];
                legal.clear();
                for &mv in list.iter() {
                    let at = match edges.iter().position(|e| e.mv == mv) {
                        Some(at) => at,
                        None => {
                            edges.push(Edge::new(mv));
                            edges.len() - 1
                        }
                    };
                    edges[at].avail += 1;
                    if legal.try_push(at).is_err() {
                        break;
                    }
                }
                let fresh: arrayvec::ArrayVec<usize, 64> = legal
                    .iter()
                    .copied()
                    .filter(|&at| edges[at].visits == 0)
                    .collect();
                let at = if !fresh.is_empty() {
                    fresh[rng.below(fresh.len() as u32) as usize]
                } else {
                    let mut best = legal[0];
                    let mut best_bound = f64::NEG_INFINITY;
                    for &at in &legal {
                        let e = &edges[at];
                        let n = f64::from(e.visits);
                        let bound =
                            e.sum / n / scale + explore * (f64::from(e.avail).ln() / n).sqrt();
                        if bound > best_bound {
                            best_bound = bound;
                            best = at;
                        }
                    }
                    best
                };
                hand.play_unchecked(edges[at].mv);
                path.push((node, at, mover));
                let expanded = edges[at].child == LEAF;
                if expanded {
                    let next = tree.len() as u32;
                    tree[node as usize][at].child = next;
                    tree.push(Vec::new());
                }
                node = tree[node as usize][at].child;
                if expanded {
                    break;
                }
            }
            playout(&mut hand, rng, &mut list, tuning.policy);
            let result = rewards(variant, &hand, tuning.win_bonus);
            for &(node, at, mover) in &path {
                let e = &mut tree[node as usize][at];
                e.visits += 1;
                e.sum += result[mover];
            }
            let me = result[view.seat.index()];
            squares += me * me;
            results += 1;
        }
        worlds += 1;
        if judged.len() < tuning.judge_worlds {
            judged.push(world);
        }
    }
    let root = &tree[0];
    view.legal[best_index(view, &judged, tuning, |i| {
        let e = &root[i];
        e.sum / f64::from(e.visits.max(1))
    })]
}
