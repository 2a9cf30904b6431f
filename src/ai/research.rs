//! Measurements behind the sampling model of [`super::sample`]: how well weighted guesses
//! of the hidden tiles find the truth, and a fit of the choice model's weights to a
//! level's plays. They are research tools, run from the command line (`dominoes measure
//! belief`, `dominoes measure choice`), not part of play.

use super::knowledge::Knowledge;
use super::sample::{choice_features, normalized_weights, worlds, CHOICE_FEATURES};
use super::view::View;
use super::{choose_within, reading, Budget, Level};
use crate::rules::{Family, Hand, Match, Move, Rng, Variant};

/// The tempers at which [`belief_quality`] weighs the guesses (0 is unweighted).
pub const TEMPERS: [f64; 3] = [0.0, 0.5, 1.0];

/// The number of features of the choice model fitted by [`fit_choice_model`].
pub const FEATURES: usize = CHOICE_FEATURES;

/// Positions of self-play Jamaican hands at `level` (the seat to move has a choice), with
/// the match they come from.
fn positions(level: Level, hands: u64, visit: impl FnMut(&Match, &View, Move)) {
    let v = Variant::standard(Family::Jamaican).expect("Jamaican has a standard table");
    positions_of(&v, level, hands, visit);
}

/// The log of the probability `guesses` weighted by `weights` put on each unseen tile's
/// true place in `m` (floored at a thousandth), summed over the tiles.
fn truth_log_p(
    m: &Match,
    know: &Knowledge,
    guesses: &[super::sample::World],
    weights: &[f64],
) -> f64 {
    let sum: f64 = weights.iter().sum();
    let mut total = 0.0;
    know.unknown.for_each(|t| {
        let owner = know.others().find(|&s| m.hand().hand(s).contains(t));
        let p: f64 = guesses
            .iter()
            .zip(weights)
            .filter(|(g, _)| match owner {
                Some(s) => g.hand.hand(s).contains(t),
                None => know.others().all(|s| !g.hand.hand(s).contains(t)),
            })
            .map(|(_, w)| w / sum)
            .sum();
        total += p.max(1e-3).ln();
    });
    total
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
            *total += truth_log_p(m, &know, &guesses, &normalized_weights(&guesses, temper));
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

/// Fits the choice model's weights (the sampler's `CHOICE` for Jamaican, and its other
/// fits: `RACE_CHOICE`, `FRENCH_CHOICE`, `DUEL_CHOICE`) to `level`'s plays over `hands` self-play hands of `variant` by gradient ascent
/// on the softmax log-likelihood, reporting every `every` iterations and after the last.
pub fn fit_choice_model(
    variant: &Variant,
    level: Level,
    hands: u64,
    iterations: usize,
    every: usize,
) -> Vec<FitReport> {
    let features = |hand: &Hand, mv: Move| choice_features(hand, mv).map(f64::from);
    let mut data: Vec<(Vec<[f64; FEATURES]>, usize)> = Vec::new();
    positions_of(variant, level, hands, |m, view, mv| {
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

/// One report of [`fit_reading`]: the mean log-probability of each unseen tile's true
/// place per tile, with no lean (the room alone) and with the fitted weights, and the
/// weights.
#[derive(Clone, Debug, PartialEq)]
pub struct ReadingReport {
    /// Unseen tiles read (one per tile and position and seat looking).
    pub tiles: usize,
    /// The mean log-probability of the truth with every weight 0.
    pub baseline: f64,
    /// The same with the fitted weights.
    pub fitted: f64,
    /// The weights, in the order of [`reading::Tally::features`].
    pub weights: [f64; reading::FEATURES],
}

/// One tile's places to be: for each candidate (a seat, or the tiles in no hand, whose
/// features are all 0), the log of its room and its features; and which is the truth.
type Row = (Vec<(f64, [f64; reading::FEATURES])>, usize);

/// Fits the reading's weights ([`reading::WEIGHTS`]) to `level`'s plays over `hands`
/// self-play hands of `variant`: every seat's view at every move, every unseen tile with
/// the places its view allows (the voids respected), a softmax over those places with the
/// room in each as offset, fitted by gradient ascent.
pub fn fit_reading(
    variant: &Variant,
    level: Level,
    hands: u64,
    iterations: usize,
) -> ReadingReport {
    let mut rows: Vec<Row> = Vec::new();
    positions_of(variant, level, hands, |m, _, _| {
        for seat in crate::rules::Seat::all(variant.players()) {
            let view = View::of(m, seat);
            let know = Knowledge::new(&view);
            let tally = reading::Tally::new(&view, &know);
            know.unknown.for_each(|t| {
                let mut places = Vec::new();
                let mut truth = None;
                for s in know.others() {
                    let room = know.sizes[s.index()];
                    if room == 0 || know.lacks[s.index()].contains(t) {
                        continue;
                    }
                    if m.hand().hand(s).contains(t) {
                        truth = Some(places.len());
                    }
                    places.push((f64::from(room).ln(), tally.features(s.index(), t)));
                }
                if know.rest > 0 {
                    if truth.is_none() {
                        truth = Some(places.len());
                    }
                    places.push((f64::from(know.rest).ln(), [0.0; reading::FEATURES]));
                }
                if let (Some(k), true) = (truth, places.len() > 1) {
                    rows.push((places, k));
                }
            });
        }
    });
    let log_likelihood = |w: &[f64; reading::FEATURES],
                          grad: Option<&mut [f64; reading::FEATURES]>| {
        let mut ll = 0.0;
        let mut g = [0.0; reading::FEATURES];
        for (places, k) in &rows {
            let scores: Vec<f64> = places
                .iter()
                .map(|(off, f)| off + f.iter().zip(w).map(|(x, w)| x * w).sum::<f64>())
                .collect();
            let top = scores.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            let z: f64 = scores.iter().map(|s| (s - top).exp()).sum();
            ll += scores[*k] - top - z.ln();
            for (j, (_, f)) in places.iter().enumerate() {
                let p = (scores[j] - top).exp() / z;
                let chosen = f64::from(u8::from(j == *k));
                for i in 0..reading::FEATURES {
                    g[i] += (chosen - p) * f[i];
                }
            }
        }
        if let Some(grad) = grad {
            *grad = g;
        }
        ll / rows.len().max(1) as f64
    };
    let n = rows.len().max(1) as f64;
    let mut w = [0.0f64; reading::FEATURES];
    let baseline = log_likelihood(&w, None);
    for _ in 0..iterations {
        let mut grad = [0.0; reading::FEATURES];
        log_likelihood(&w, Some(&mut grad));
        for i in 0..reading::FEATURES {
            w[i] += 0.5 * grad[i] / n;
        }
    }
    ReadingReport {
        tiles: rows.len(),
        baseline,
        fitted: log_likelihood(&w, None),
        weights: w,
    }
}

/// How much probability 200 guesses per position put on each unseen tile's true place
/// (the mean log over tiles, as [`belief_quality`]), in `hands` self-play hands of
/// `variant` at `level`, seen from the seat to move: guesses by room alone, by room and
/// `weights`' lean, each unweighted and weighted by the choice model's likelihood (temper
/// 1, as hard keeps them).
pub fn reading_quality(
    variant: &Variant,
    level: Level,
    hands: u64,
    weights: &[f64; reading::FEATURES],
) -> [f64; 4] {
    let mut rng = Rng::new(3);
    let mut totals = [0.0; 4];
    let mut count = 0usize;
    positions_of(variant, level, hands, |m, view, _| {
        let mut know = Knowledge::new(view);
        for lean in [false, true] {
            know.lean = lean.then(|| reading::Lean::new(view, &know, weights));
            let guesses = worlds(view, &know, 200, &mut rng, true);
            for (j, temper) in [0.0, 1.0].into_iter().enumerate() {
                let weights = normalized_weights(&guesses, temper);
                totals[usize::from(lean) * 2 + j] += truth_log_p(m, &know, &guesses, &weights);
            }
        }
        count += know.unknown.len();
    });
    totals.map(|total| total / count.max(1) as f64)
}

/// Positions of self-play hands of `variant` at `level` (60 guesses a move) where the seat
/// to move has a choice, with the match they come from.
fn positions_of(
    variant: &Variant,
    level: Level,
    hands: u64,
    mut visit: impl FnMut(&Match, &View, Move),
) {
    let mut rng = Rng::new(9);
    for seed in 0..hands {
        let mut m = Match::new(variant.clone(), seed * 13 + 5);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Family;

    /// The fitted reading finds hard players' tiles better than their room alone: the
    /// guesses leaning by [`reading::WEIGHTS`] put more probability on each unseen tile's
    /// true place (README: -1.010 against -1.050 per tile over 100 Jamaican hands), and a
    /// fit on these hands does better than no weights at all. Here 12 hands.
    #[test]
    fn the_lean_reads_hard_players_better_than_room_alone() {
        let v = Variant::standard(Family::Jamaican).unwrap();
        let q = reading_quality(&v, Level::Hard, 12, &reading::WEIGHTS);
        assert!(q[2] > q[0] + 0.01, "{q:?}");
        let fit = fit_reading(&v, Level::Hard, 12, 100);
        assert!(fit.fitted > fit.baseline + 0.01, "{fit:?}");
    }
}
