//! Judging finished hands and playing hands out fast, for the levels that look ahead.
//!
//! [`utility`] scores a finished hand for one seat with the family's own scoring (so key
//! tiles, Dekabès, French doubling and All Fives points all count as the rules say).
//! [`playout`] finishes a guessed hand with a quick policy for every seat.

use super::hard::Policy;
use super::sample::{choice_score, model_score};
use crate::rules::{Hand, Move, MoveList, Notes, Rng, Seat, Side, Variant, MAX_PLAYERS};

/// How good a finished hand is for `me`'s side: its points minus the mean of the other
/// sides' points (French, where points are bad, the other way round).
pub(crate) fn utility(variant: &Variant, me: Seat, hand: &Hand) -> f64 {
    objective(variant, me, hand, 0.0)
}

/// [`utility`] plus `win_bonus` for a hand `me`'s side won, minus it for a hand another
/// side won (nothing for a tie): with a bonus, a search also plays to win the hand, not
/// only for its points.
pub(crate) fn objective(variant: &Variant, me: Seat, hand: &Hand, win_bonus: f64) -> f64 {
    let (margin, won) = settled(variant, me, hand);
    margin + win_bonus * won
}

/// A finished hand for `me`: its [`utility`], and 1 when `me`'s side won the hand, -1
/// when another side did, 0 for a tie.
pub(crate) fn settled(variant: &Variant, me: Seat, hand: &Hand) -> (f64, f64) {
    let result = variant
        .family_rules()
        .settle(variant, hand, 0, &mut Notes::new(false));
    let mine = variant.side_of(me);
    let margin = side_utility(variant, mine, &result.points);
    let won = match result.winner {
        Some(side) if side == mine => 1.0,
        Some(_) => -1.0,
        None => 0.0,
    };
    (margin, won)
}

/// Every seat's [`objective`] of a finished hand (seats past the player count get 0).
pub(crate) fn rewards(variant: &Variant, hand: &Hand, win_bonus: f64) -> [f64; MAX_PLAYERS] {
    let result = variant
        .family_rules()
        .settle(variant, hand, 0, &mut Notes::new(false));
    let mut out = [0.0; MAX_PLAYERS];
    for seat in Seat::all(variant.players()) {
        let mine = variant.side_of(seat);
        let won = match result.winner {
            Some(side) if side == mine => 1.0,
            Some(_) => -1.0,
            None => 0.0,
        };
        out[seat.index()] = side_utility(variant, mine, &result.points) + win_bonus * won;
    }
    out
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
    if variant.family_rules().lowest_score_wins() {
        others - own
    } else {
        own - others
    }
}

/// The quick policy's move for the seat to move: claims at once, otherwise the move the
/// play model likes best (see [`model_score`]), with a small random jitter so that equal
/// choices are not always settled the same way.
#[inline]
pub(crate) fn quick_move(hand: &Hand, rng: &mut Rng, list: &mut MoveList) -> Move {
    policy_move(hand, rng, list, Policy::Quick)
}

/// The move `policy` likes best for the seat to move, with the same jitter as
/// [`quick_move`].
#[inline]
fn policy_move(hand: &Hand, rng: &mut Rng, list: &mut MoveList, policy: Policy) -> Move {
    hand.generate(list);
    if list.len() == 1 {
        return list[0];
    }
    let mut best = list[0];
    let mut best_score = f32::NEG_INFINITY;
    for &mv in list.iter() {
        let jitter = (rng.next_u64() >> 40) as f32 * (0.3 / (1u64 << 24) as f32);
        let score = match policy {
            Policy::Quick => model_score(hand, mv),
            Policy::Choice(fit) => choice_score(hand, mv, fit),
            Policy::Race => super::sample::race_score(hand, mv),
            Policy::Squeeze => super::sample::squeeze_score(hand, mv),
        } + jitter;
        if score > best_score {
            best_score = score;
            best = mv;
        }
    }
    best
}

/// Plays `hand` to its end with `policy` for every seat.
pub(crate) fn playout(hand: &mut Hand, rng: &mut Rng, list: &mut MoveList, policy: Policy) {
    // A hand always ends; the cap only guards against a bug looping forever.
    for _ in 0..10_000 {
        if hand.is_over() {
            return;
        }
        let mv = policy_move(hand, rng, list, policy);
        hand.play_unchecked(mv);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// [`rewards`] settles a hand once for every seat and gives each the same value as
    /// [`objective`] from that seat, in every family and player count (partners alike,
    /// French the other way round), with and without a win bonus.
    #[test]
    fn every_seats_reward_is_its_objective() {
        let mut checked = 0;
        crate::ai::walk_positions(3, |m, _, rng, (family, players, seed)| {
            let mut hand = m.hand().clone();
            playout(&mut hand, rng, &mut MoveList::new(), Policy::Quick);
            let v = m.variant();
            for bonus in [0.0, 8.0] {
                let all = rewards(v, &hand, bonus);
                for seat in Seat::all(players) {
                    let want = objective(v, seat, &hand, bonus);
                    assert_eq!(all[seat.index()], want, "{family:?} {players}p seed {seed}");
                }
            }
            checked += 1;
        });
        assert!(checked > 500, "only {checked} hands settled");
    }
}
