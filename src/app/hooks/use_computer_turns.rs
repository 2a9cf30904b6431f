//! Paces the computer players: when it is a computer's turn, wait the chosen time, then
//! work out its move and hand it to the reducer as an action.

use crate::view::state::{Action, AppState, TableAction};
use gloo::timers::callback::Timeout;
use yew::prelude::*;

/// Plays the computer seats' moves, one per `pace` delay. The move is chosen from the
/// position the timer was set for; if anything changed meanwhile, the reducer ignores it
/// and the next render sets a new timer.
#[hook]
pub fn use_computer_turns(state: &UseReducerHandle<AppState>) {
    let waiting = state.table.as_ref().and_then(|t| {
        t.computer_to_move()
            .map(|_| (t.game().seed(), t.hand_number(), t.game().moves().len()))
    });
    let millis = state.settings.pace.millis();
    let handle = state.clone();
    use_effect_with((waiting, millis), move |(waiting, millis)| {
        let timer = waiting.map(|_| {
            Timeout::new(*millis, move || {
                let mv = handle.table.as_ref().and_then(|t| t.computer_move());
                if let Some(mv) = mv {
                    handle.dispatch(Action::Table(TableAction::Computer(mv)));
                }
            })
        });
        move || drop(timer)
    });
}
