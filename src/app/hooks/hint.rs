//! Asking for a hint (issue 13, item 1): the hard level's move for your seat, from the AI
//! worker (so the page never waits on it), brought back as an action for the position it
//! was asked in; the reducer words it and counts it.

use super::use_ai_worker::{AiWorker, WorkerAnswer};
use super::use_computer_turns::THINK_MS;
use crate::view::num::fixed;
use crate::view::table::{Action, AppState, TableAction};
use yew::prelude::*;

/// What the Hint button (and the H key) does.
pub fn hint_callback(state: &UseReducerHandle<AppState>, worker: &AiWorker) -> Callback<()> {
    let state = state.clone();
    let worker = worker.clone();
    Callback::from(move |_| {
        let Some(table) = state.table.clone() else {
            return;
        };
        let Some(lines) = table.hint_requests(Some(THINK_MS)) else {
            return;
        };
        let state = state.clone();
        let asked = js_sys::Date::now();
        worker.ask(
            lines,
            Callback::from(move |answer: WorkerAnswer| {
                // Read by the hint benchmark (tests/browser/bench-hint.mjs).
                super::log_timing(|| {
                    format!(
                        "ai-hint {} {}",
                        table.game().variant().family().id(),
                        fixed(js_sys::Date::now() - asked, 1)
                    )
                });
                let hint = table.hint_answer(answer);
                state.dispatch(Action::Table(TableAction::Hint(hint)));
            }),
        );
    })
}
