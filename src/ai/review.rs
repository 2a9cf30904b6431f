//! The hand review's search (issue 13, item 2): every legal move of one seat scored by the
//! coach's level's ([`COACH`](super::COACH), the expert) own sampled-deal search, from
//! that seat's [`View`] alone.
//!
//! [`score_moves`] runs the expert's own search ([`solve_known`] when the view leaves one
//! possible position, then the loop of [`sample_values`]: the same guesses of the hidden
//! tiles, the same exact search near the end of a two-sided hand, the same playouts, the
//! same random numbers in the same order) and the same choice ([`best_index`]), but keeps
//! every candidate's average instead of only the best one. So for a view and a seed, the
//! move it ranks first is the one the expert plays (and the hint shows), and a review is
//! reproducible.
//!
//! Each move gets two averages over the guessed deals: the chance that the seat's side
//! wins the hand (it ends with more points than the other sides' mean; half for a tie)
//! and the points it makes minus the others' mean (French: the other way round, points
//! being bad there).

use super::hard::{best_index, sample_values, solve_known, Budget};
use super::knowledge::Knowledge;
use super::medium::obvious;
use super::View;
use crate::rules::{Move, Rng};

/// One legal move as the review's search saw it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MoveValue {
    /// The move.
    pub mv: Move,
    /// The chance the seat's side wins the hand after it, 0 to 1.
    pub win: f64,
    /// The points it leads to for the seat's side, minus the other sides' mean.
    pub points: f64,
}

/// Every legal move of `view` with its values, the expert's choice first (the others in
/// the order of `view.legal`); empty when `view` has no legal move. With the same `rng`
/// and `budget` the first move is the one [`super::expert::choose`] picks.
pub fn score_moves(view: &View, rng: &mut Rng, budget: &Budget) -> Vec<MoveValue> {
    let candidates = &view.legal;
    if candidates.is_empty() {
        return Vec::new();
    }
    let know = Knowledge::new(view);
    let tuning = super::expert::tuning(&view.variant);
    // An obvious move, else the expert's exact search of a known position, come first as
    // in its search (same random numbers); the averages below still score every move.
    let settled = obvious(view).or_else(|| solve_known(view, &know, rng, budget, &tuning));
    let mut sums = vec![(0.0, 0.0); candidates.len()];
    let mut values = vec![0.0; candidates.len()];
    let (evaluated, judged) =
        sample_values(view, &know, rng, budget, &tuning, |i, value, margin| {
            values[i] += value;
            sums[i].0 += margin;
            sums[i].1 += won_share(margin);
        });
    let n = f64::from(evaluated.max(1));
    let mut out: Vec<MoveValue> = sums
        .iter()
        .zip(candidates.iter())
        .map(|(&(points, wins), &mv)| MoveValue {
            mv,
            win: wins / n,
            points: points / n,
        })
        .collect();
    // The expert's choice: an obvious move, the exact search's, or the best average with
    // the medium judge's prior, as its search picks it.
    let best = match settled {
        Some(mv) => candidates.iter().position(|&m| m == mv).unwrap_or(0),
        None if evaluated == 0 => 0,
        None => best_index(view, &judged, &tuning, |i| values[i] / n),
    };
    let first = out.remove(best);
    out.insert(0, first);
    out
}

/// A played-out hand's share of a win by its points margin: 1 ahead, a half level, 0
/// behind (the margin without the win bonus, so a bonus never turns a loss of points
/// into a tie).
fn won_share(margin: f64) -> f64 {
    if margin > 0.0 {
        1.0
    } else if margin == 0.0 {
        0.5
    } else {
        0.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::knowledge::Knowledge;
    use crate::ai::{choose_within, Level, COACH};
    use crate::rules::{Family, HouseRules, Match, Seat, Variant};

    /// For every family and player count, at South's turns in a hand played by the medium
    /// level, the review ranks first the coach's (the expert's) move with the same seed,
    /// also where its exact search of a known position decides (two-player Cut Throat
    /// and Haitian with 14 tiles each), and gives the same values again for the same seed.
    #[test]
    fn the_first_move_is_the_coachs_choice_and_values_repeat_for_a_seed() {
        let mut compared = 0;
        let mut solved = 0;
        for family in Family::ALL {
            for &players in family.player_counts() {
                let v = Variant::new(family, players, 6, &HouseRules::new()).unwrap();
                let mut m = Match::new(v, 5);
                let mut rng = Rng::new(9);
                for ply in 0..80u64 {
                    if m.hand_finished() {
                        break;
                    }
                    let seat = m.hand().turn();
                    let view = View::of(&m, seat);
                    if seat == Seat::new(0) && view.legal.len() > 1 {
                        let budget = Budget::worlds(40);
                        let scored = score_moves(&view, &mut Rng::new(ply), &budget);
                        let coach = choose_within(&view, COACH, &mut Rng::new(ply), &budget);
                        let at = format!("{family:?} {players} players, ply {ply}");
                        assert_eq!(Some(scored[0].mv), coach, "{at}");
                        assert_eq!(scored.len(), view.legal.len());
                        assert!(scored.iter().all(|s| (0.0..=1.0).contains(&s.win)));
                        let again = score_moves(&view, &mut Rng::new(ply), &budget);
                        assert_eq!(scored, again);
                        let tuning = crate::ai::expert::tuning(&view.variant);
                        let know = Knowledge::new(&view);
                        let known = solve_known(&view, &know, &mut Rng::new(ply), &budget, &tuning);
                        if let Some(mv) = known {
                            assert_eq!(scored[0].mv, mv, "{at}");
                            solved += 1;
                        }
                        compared += 1;
                    }
                    let mv = crate::ai::choose(&view, Level::Medium, &mut rng).unwrap();
                    m.play(mv).unwrap();
                }
            }
        }
        assert!(compared >= 40, "{compared}");
        assert!(solved >= 3, "{solved}");
    }

    #[test]
    fn a_level_margin_is_half_a_win() {
        assert_eq!(won_share(3.0), 1.0);
        assert_eq!(won_share(0.0), 0.5);
        assert_eq!(won_share(-20.0), 0.0);
    }
}
