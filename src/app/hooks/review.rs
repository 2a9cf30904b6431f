//! Asking for the hand review (issue 13, item 2): the finished hand's decisions of yours,
//! sent to the AI worker in one message (so the page never waits on it), the answer
//! brought back as an action for the hand it was asked for.

use super::use_ai_worker::{AiWorker, WorkerAnswer};
use crate::view::num::fixed;
use crate::view::review::review_requests;
use crate::view::table::{Action, AppState};
use yew::prelude::*;

/// What the Review button does.
pub fn review_callback(state: &UseReducerHandle<AppState>, worker: &AiWorker) -> Callback<()> {
    let state = state.clone();
    let worker = worker.clone();
    Callback::from(move |_| {
        let Some(table) = state.table.clone() else {
            return;
        };
        let (seed, hand) = (table.game().seed(), table.hand_number());
        let answer = move |a| Action::Review {
            seed,
            hand,
            answer: a,
        };
        state.dispatch(answer(None));
        let Some(asks) = review_requests(&table) else {
            let none = "you had no choice to make in this hand".to_string();
            state.dispatch(answer(Some(Err(none))));
            return;
        };
        let state = state.clone();
        let asked = js_sys::Date::now();
        let n = asks.len();
        worker.ask_review(
            asks,
            Callback::from(move |a: WorkerAnswer| {
                // Read by the review benchmark (tests/browser/bench-review.mjs).
                super::log_timing(|| {
                    format!(
                        "ai-review {} {n} {}",
                        table.game().variant().family().id(),
                        fixed(js_sys::Date::now() - asked, 1)
                    )
                });
                state.dispatch(answer(Some(a)));
            }),
        );
    })
}
