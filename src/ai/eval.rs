//! Judging finished hands and playing hands out fast, for the levels that look ahead.
//!
//! [`utility`] scores a finished hand for one seat with the family's own scoring (so key
//! tiles, Dekabès, French doubling and All Fives points all count as the rules say).
//! [`playout`] finishes a guessed hand with a quick policy for every seat.

use super::sample::model_score;
use crate::rules::{Family, Move, MoveList, Notes, Rng, Round, Seat, Side, Variant, MAX_PLAYERS};

/// How good a finished hand is for `me`'s side: its points minus the mean of the other
/// sides' points (French, where points are bad, the other way round).
pub(crate) fn utility(variant: &Variant, me: Seat, round: &Round) -> f64 {
    let result = variant
        .family_rules()
        .settle(variant, round, &mut Notes::new(false));
    side_utility(variant, variant.side_of(me), &result.points)
}

/// [`utility`] from a finished hand's points per side.
pub(crate) fn side_utility(variant: &Variant, mine: Side, points: &[i32; MAX_PLAYERS]) -> f64 {
    let sides = variant.sides() as usize;
    let own = points[mine.index()] as f64;
    let others: f64 = (0..sides)
        .filter(|&i| i != mine.index())
        .map(|i| points[i] as f64)
        .sum::<f64>()
        / (sides.max(2) - 1) as f64;
    if variant.family() == Family::French {
        others - own
    } else {
        own - others
    }
}

/// The quick policy's move for the seat to move: claims at once, otherwise the move the
/// play model likes best (see [`model_score`]), with a small random jitter so playouts of
/// one guess do not all go the same way. With `sharp`, moves that leave the next player
/// unable to play (in this guessed world) are preferred, as a player who counts well would.
#[inline]
pub(crate) fn quick_move(round: &Round, rng: &mut Rng, list: &mut MoveList, sharp: bool) -> Move {
    round.generate(list);
    if list.len() == 1 {
        return list[0];
    }
    let mut best = list[0];
    let mut best_score = f32::NEG_INFINITY;
    let next = round
        .mechanics()
        .direction
        .next(round.turn(), round.mechanics().players);
    for &mv in list.iter() {
        let mut score = model_score(round, mv);
        score += (rng.next_u64() >> 40) as f32 * (0.3 / (1u64 << 24) as f32);
        if sharp {
            if let Move::Play { .. } = mv {
                let mut after = round.clone();
                after.play_unchecked(mv);
                if after.is_over() {
                    score += 20.0;
                } else if !after.can_play(next) {
                    score += 0.8;
                }
            }
        }
        if score > best_score {
            best_score = score;
            best = mv;
        }
    }
    best
}

/// Plays `round` to its end with the quick policy for every seat.
pub(crate) fn playout(round: &mut Round, rng: &mut Rng, list: &mut MoveList, sharp: bool) {
    // A hand always ends; the cap only guards against a bug looping forever.
    for _ in 0..2000 {
        if round.is_over() {
            return;
        }
        let mv = quick_move(round, rng, list, sharp);
        round.play_unchecked(mv);
    }
}
