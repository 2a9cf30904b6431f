//! Counting to a target, shared by Block & Draw, All Fives and Matador: a hand scores the
//! others' counts (a block, the lowest count's difference), and every side adds its
//! points until one reaches the target.

use super::common::{blank_result, lowest_single, others_count};
use super::{Side, Variant};
use crate::rules::hand::{Hand, HandEnding, HandResult, Notes};
use crate::rules::outcome::MatchState;

/// Rounds to the nearest multiple of five (12 to 10, 13 to 15).
pub(crate) fn round_to_five(n: u32) -> u32 {
    (n + 2) / 5 * 5
}

/// The scoring shared by Block & Draw, Matador and All Fives: going out scores the
/// others' counts; a block goes to the single lowest count, who scores the others'
/// counts minus their own (a shared lowest count scores nothing). With `fives` the
/// result is rounded to the nearest five.
pub(crate) fn settle_counts(
    v: &Variant,
    hand: &Hand,
    notes: &mut Notes,
    fives: bool,
) -> HandResult {
    let mut r = blank_result(v, hand, notes);
    let round5 = |n: u32| if fives { round_to_five(n) } else { n };
    match r.end {
        HandEnding::Out { seat, .. } => {
            let side = v.side_of(seat);
            let others = others_count(v, &r.counts, side);
            let points = round5(others);
            r.winner = Some(side);
            r.points[side.index()] = points as i32;
            notes.add(|| {
                let rounded = if points != others {
                    format!(" ({others} rounded to {points})")
                } else {
                    String::new()
                };
                format!(
                    "{} scores the others' counts: {points}{rounded}.",
                    seat.name(v.players())
                )
            });
        }
        HandEnding::Blocked => match lowest_single(v, &r.counts) {
            Some(seat) => {
                let side = v.side_of(seat);
                let others = others_count(v, &r.counts, side);
                let own = r.counts[seat.index()];
                let raw = others.saturating_sub(own);
                let points = round5(raw);
                r.winner = Some(side);
                r.points[side.index()] = points as i32;
                notes.add(|| {
                    format!(
                        "{} has the lowest count and scores the others' {others} minus their own {own}: {points}{}.",
                        seat.name(v.players()),
                        if points != raw { format!(" ({raw} rounded to {points})") } else { String::new() }
                    )
                });
            }
            None => notes.add(|| "The lowest count is shared: nobody scores.".into()),
        },
    }
    r
}

/// Adds every side's points and ends the match when the best score reaches the target
/// rule (a tie at the top plays on).
pub(crate) fn add_and_check_target(
    v: &Variant,
    state: &mut MatchState,
    result: &HandResult,
    notes: &mut Notes,
) {
    for i in 0..v.sides() as usize {
        state.scores[i] += result.points[i];
    }
    let Some(target) = v.options().target() else {
        unreachable!("no target for {:?}", v.family())
    };
    let sides = v.sides() as usize;
    let best = (0..sides).map(|i| state.scores[i]).max().unwrap_or(0);
    if best < target {
        return;
    }
    let leaders: Vec<usize> = (0..sides).filter(|&i| state.scores[i] == best).collect();
    if let [only] = leaders.as_slice() {
        let winner = Side::new(*only as u8);
        state.winner = Some(winner);
        notes.add(|| {
            format!(
                "{} reaches {target} and wins the match.",
                v.side_name(winner)
            )
        });
    } else {
        notes.add(|| "The lead is shared past the target: play goes on.".into());
    }
}
