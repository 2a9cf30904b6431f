//! Measurements behind the sampling model of [`super::sample`]: how well weighted guesses
//! of the hidden tiles find the truth, and a fit of the choice model's weights to a
//! level's plays. They are research tools, run from the command line (`dominoes measure
//! belief`, `dominoes measure choice`), not part of play.

use super::knowledge::Knowledge;
use super::sample::{fits, normalized_weights, worlds};
use super::view::View;
use super::{choose_within, Budget, Level};
use crate::rules::{Family, Hand, Match, Move, Rng, TileSet, Variant};

/// The tempers at which [`belief_quality`] weighs the guesses (0 is unweighted).
pub const TEMPERS: [f64; 3] = [0.0, 0.5, 1.0];

/// The number of features of the choice model fitted by [`fit_choice_model`].
pub const FEATURES: usize = 7;

/// Positions of self-play Jamaican hands at `level` (the seat to move has a choice), with
/// the match they come from.
fn positions(level: Level, hands: u64, mut visit: impl FnMut(&Match, &View, Move)) {
    let v = Variant::standard(Family::Jamaican).expect("Jamaican has a standard table");
    let mut rng = Rng::new(9);
    for seed in 0..hands {
        let mut m = Match::new(v.clone(), seed * 13 + 5);
        while !m.hand_finished() {
            let view = View::of(&m, m.hand().turn());
            let budget = Budget::worlds(60);
            let mv = choose_within(&view, level, &mut rng, &budget)
                .expect("a hand in play has a legal move");
            if view.legal.len() > 1 {
                visit(&m, &view, mv);
            }
            m.play(mv).expect("the AI plays a legal move");
        }
    }
}

/// How much probability weighted guesses (200 per position) put on each unseen tile's true
/// place, as the mean log over the positions of `hands` self-play hands at the medium
/// level, one figure per temper of [`TEMPERS`]. Measured over 150 hands: -1.02 unweighted,
/// -0.93 with the likelihood at temper 0.5 to 1 (0 would be certainty).
pub fn belief_quality(hands: u64) -> [f64; 3] {
    let mut rng = Rng::new(3);
    let mut totals = [0.0; 3];
    let mut count = 0usize;
    positions(Level::Medium, hands, |m, view, _| {
        let know = Knowledge::new(view);
        let guesses = worlds(view, &know, 200, &mut rng, true);
        for (total, &temper) in totals.iter_mut().zip(&TEMPERS) {
            let weights = normalized_weights(&guesses, temper);
            let sum: f64 = weights.iter().sum();
            know.unknown.for_each(|t| {
                let owner = know.others().find(|&s| m.hand().hand(s).contains(t));
                let p: f64 = guesses
                    .iter()
                    .zip(&weights)
                    .filter(|(g, _)| match owner {
                        Some(s) => g.hand.hand(s).contains(t),
                        None => know.others().all(|s| !g.hand.hand(s).contains(t)),
                    })
                    .map(|(_, w)| w / sum)
                    .sum();
                *total += p.max(1e-3).ln();
            });
        }
        count += know.unknown.len();
    });
    totals.map(|total| total / count.max(1) as f64)
}

/// One report of [`fit_choice_model`]: the iteration, the log-likelihood per choice and
/// the weights at that point.
#[derive(Clone, Debug, PartialEq)]
pub struct FitReport {
    /// The iteration (counted from 0).
    pub iteration: usize,
    /// The mean log-likelihood of the level's choices under the weights.
    pub log_likelihood: f64,
    /// The weights of the features, in order: pips, follow-ups (at most 3), no follow-up,
    /// double, numbers kept, tiles that fit after (at most 4), next player stuck.
    pub weights: [f64; FEATURES],
}

/// Fits the choice model's weights (the sampler's `CHOICE`) to `level`'s plays over `hands`
/// self-play Jamaican hands by gradient ascent on the softmax log-likelihood, reporting
/// every `every` iterations and after the last.
pub fn fit_choice_model(
    level: Level,
    hands: u64,
    iterations: usize,
    every: usize,
) -> Vec<FitReport> {
    let features = |hand: &Hand, mv: Move| -> [f64; FEATURES] {
        let Move::Play { tile, end, open } = mv else {
            return [0.0; FEATURES];
        };
        let mech = hand.mechanics();
        let top = mech.set.top();
        let rest = hand.hand(hand.turn()) - TileSet::EMPTY.with(tile);
        let follow = fits(mech.join, rest, open, top).len();
        let variety = (0..=top)
            .filter(|&n| !(rest & TileSet::with_number(n)).is_empty())
            .count();
        let mut layout = *hand.layout();
        layout.place(end, tile, open);
        let mut fitting = TileSet::EMPTY;
        for e in layout.open_ends() {
            fitting |= fits(mech.join, rest, layout.end_number(e), top);
        }
        let mut after = hand.clone();
        after.play_unchecked(mv);
        let stuck = !after.is_over() && !after.can_play(after.turn());
        [
            tile.pips() as f64,
            follow.min(3) as f64,
            f64::from(u8::from(follow == 0)),
            f64::from(u8::from(tile.is_double())),
            variety as f64,
            fitting.len().min(4) as f64,
            f64::from(u8::from(stuck)),
        ]
    };
    let mut data: Vec<(Vec<[f64; FEATURES]>, usize)> = Vec::new();
    positions(level, hands, |m, view, mv| {
        if let (Move::Play { .. }, Some(k)) = (mv, view.legal.iter().position(|&o| o == mv)) {
            let options = view.legal.iter().map(|&o| features(m.hand(), o)).collect();
            data.push((options, k));
        }
    });
    let mut w = [0.0f64; FEATURES];
    let mut reports = Vec::new();
    for it in 0..iterations {
        let mut grad = [0.0; FEATURES];
        let mut ll = 0.0;
        for (options, k) in &data {
            let scores: Vec<f64> = options
                .iter()
                .map(|f| (0..FEATURES).map(|i| w[i] * f[i]).sum())
                .collect();
            let top = scores.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            let z: f64 = scores.iter().map(|s| (s - top).exp()).sum();
            ll += scores[*k] - top - z.ln();
            for (j, f) in options.iter().enumerate() {
                let p = (scores[j] - top).exp() / z;
                let chosen = f64::from(u8::from(j == *k));
                for i in 0..FEATURES {
                    grad[i] += (chosen - p) * f[i];
                }
            }
        }
        let n = data.len().max(1) as f64;
        for i in 0..FEATURES {
            w[i] += 0.05 * grad[i] / n;
        }
        if (it + 1) % every.max(1) == 0 || it + 1 == iterations {
            reports.push(FitReport {
                iteration: it,
                log_likelihood: ll / n,
                weights: w,
            });
        }
    }
    reports
}
