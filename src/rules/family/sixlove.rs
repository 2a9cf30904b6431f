//! Six-love scoring, shared by Jamaican Partner, Cut Throat and Chiva: a side adds a
//! hand's points only while nobody else has scored since the last reset, and the match is
//! won by reaching the target while another side still has nothing.

use super::common::score_line;
use super::Variant;
use crate::rules::family::Side;
use crate::rules::hand::Notes;
use crate::rules::outcome::{MatchState, NextPose};

/// What a six-love win did to the score.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum SixLove {
    /// The winner added its points.
    Added,
    /// Another side already had points: everything went back to 0.
    Reset,
    /// The winner reached the target while another side had 0.
    MatchWon,
}

/// Applies a win of `points` by `winner` under six-love with `target`.
///
/// Partnership games (two sides): the winner adds if the score is 0-0 or it leads; the
/// trailing side winning resets to 0-0. Individual games: the winner adds; once every
/// player has won a hand before anybody reaches the target, all go back to 0.
pub(crate) fn apply_win(
    v: &Variant,
    state: &mut MatchState,
    notes: &mut Notes,
    winner: Side,
    points: i32,
    target: i32,
) -> SixLove {
    let sides = v.sides() as usize;
    let w = winner.index();
    let others_best = (0..sides)
        .filter(|&i| i != w)
        .map(|i| state.scores[i])
        .max()
        .unwrap_or(0);
    if sides == 2 && others_best > 0 {
        state.scores = [0; 4];
        notes.add(|| {
            format!(
                "{} won while trailing: the score goes back to 0-0.",
                v.side_name(winner)
            )
        });
        return SixLove::Reset;
    }
    state.scores[w] += points;
    let someone_at_zero = (0..sides).any(|i| i != w && state.scores[i] == 0);
    if state.scores[w] >= target && someone_at_zero {
        state.winner = Some(winner);
        notes.add(|| {
            format!(
                "{} reaches {target} with an opponent on 0: match won.",
                v.side_name(winner)
            )
        });
        return SixLove::MatchWon;
    }
    if sides > 2 && (0..sides).all(|i| state.scores[i] > 0) {
        state.scores = [0; 4];
        notes.add(|| "Every player has now won a hand: all scores go back to 0.".to_string());
        return SixLove::Reset;
    }
    notes.add(|| {
        format!(
            "{} adds {points}: {}.",
            v.side_name(winner),
            score_line(v, &state.scores)
        )
    });
    SixLove::Added
}

/// The next pose after a six-love hand: the opening rule after a reset or a tie, else the
/// winner (a team chooses its poser; a single player poses any tile).
pub(crate) fn next_pose_after(v: &Variant, outcome: Option<(Side, SixLove)>) -> NextPose {
    match outcome {
        Some((side, SixLove::Added)) | Some((side, SixLove::MatchWon)) => winner_poses(v, side),
        _ => NextPose::Opening,
    }
}

/// The winner of the last hand poses: a team chooses, a single player poses any tile.
pub(crate) fn winner_poses(v: &Variant, side: Side) -> NextPose {
    if v.partnership() {
        NextPose::Team(side.team())
    } else {
        NextPose::Seat(side.seat())
    }
}
