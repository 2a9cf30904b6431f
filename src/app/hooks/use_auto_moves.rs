//! Less clicking: your forced moves made for you when the table options say so, after a
//! short pause so that you see them coming (the move is logged and announced as usual).

use crate::rules::Move;
use crate::rules::Tile;
use crate::view::table::TableAction;
use gloo::timers::callback::Timeout;
use yew::prelude::*;

/// How long a forced move waits before it is made, in milliseconds.
pub const AUTO_MOVE_MS: u32 = 700;

/// The action that makes `mv` for you: a tile through the hand (it goes in one way
/// only), anything else as a move.
fn action_for(mv: Move) -> TableAction {
    let tile: Option<Tile> = match mv {
        Move::Pose(t) | Move::Play { tile: t, .. } => Some(t),
        _ => None,
    };
    match tile {
        Some(t) => TableAction::Tile(t),
        None => TableAction::Move(mv),
    }
}

/// Makes `forced` (your only legal move at table step `step`) after [`AUTO_MOVE_MS`]
/// when the matching option is on: `auto_pass` for a pass, `auto_forced` for anything
/// else. A new step (you moved first, the hand ended) cancels the timer.
#[hook]
pub fn use_auto_moves(
    step: Option<String>,
    forced: Option<Move>,
    auto_pass: bool,
    auto_forced: bool,
    dispatch: Callback<TableAction>,
) {
    use_effect_with(
        (step, forced, auto_pass, auto_forced),
        move |(_, forced, pass, other)| {
            let wanted = match forced {
                Some(Move::Pass) => *pass,
                Some(_) => *other,
                None => false,
            };
            let timer = match forced {
                Some(mv) if wanted => {
                    let mv = *mv;
                    Some(Timeout::new(AUTO_MOVE_MS, move || {
                        dispatch.emit(action_for(mv))
                    }))
                }
                _ => None,
            };
            move || drop(timer)
        },
    );
}
