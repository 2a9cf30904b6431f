//! Paces the computer players: when it is a computer's turn, ask the AI worker for its
//! move and wait the chosen time; once both are done, hand the move to the reducer as an
//! action. Without a worker, the move is worked out on the page at the easy level.

use super::query;
use super::use_ai_worker::AiWorker;
use crate::ai::easy;
use crate::view::link::think_ms;
use crate::view::num::fixed;
use crate::view::table::{Action, AppState, ComputerMove, TableAction};
use gloo::timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// The time limit of the hard and expert levels in the worker, in milliseconds: their usual
/// budget takes far less on a desktop (see the README), so this caps a slow phone; 120 ms
/// on a phone 4 times slower than the 2-core VM is about 7 ms natively, which costs about
/// a point of share against medium in the arena (README "On a slow phone").
pub const THINK_MS: f64 = 120.0;

/// The hard level's guesses when the link sets a thinking time (`?think=MS`): the most
/// the engine accepts, more than it can try in that time, so the time is what stops it.
const THINK_WORLDS: u32 = crate::ai::Budget::MAX_WORLDS;

/// Milliseconds since the page opened, for timing the worker's answers.
fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or_else(js_sys::Date::now, |p| p.now())
}

/// One computer turn: whether the pace delay is over, and the move once it is known.
#[derive(Default)]
struct Turn {
    waited: bool,
    chosen: Option<ComputerMove>,
    over: bool,
}

/// Plays the computer seats' moves, one per `pace` delay. The move is chosen from the
/// position the turn began in; if anything changed meanwhile, the reducer ignores it and
/// the next render starts a new turn.
#[hook]
pub fn use_computer_turns(state: &UseReducerHandle<AppState>, worker: &AiWorker) {
    // Not while a replay is on screen: the match waits for you.
    let waiting = state
        .table
        .as_ref()
        .filter(|_| state.replay.is_none())
        .and_then(|t| {
            t.computer_to_move()
                .map(|_| (t.game().seed(), t.hand_number(), t.game().moves().len()))
        });
    let scored = state.table.as_ref().is_some_and(|t| t.last_move_scored());
    let millis = state.settings.pace.wait(scored);
    let easy_only = state.ai_fallback.is_some();
    let think = *use_memo((), |_| think_ms(&query()).map(|ms| ms.to_bits()));
    let handle = state.clone();
    let worker = worker.clone();
    use_effect_with(
        (waiting, millis, easy_only),
        move |(waiting, millis, easy_only)| {
            let turn = Rc::new(RefCell::new(Turn::default()));
            let mut timer = None;
            if let (Some(_), Some(table)) = (waiting, handle.table.clone()) {
                let finish = {
                    let turn = turn.clone();
                    let handle = handle.clone();
                    move || {
                        let mut t = turn.borrow_mut();
                        if t.waited && !t.over {
                            if let Some(mv) = t.chosen.take() {
                                t.over = true;
                                drop(t);
                                handle.dispatch(Action::Table(TableAction::Computer(mv)));
                            }
                        }
                    }
                };
                let think = think.map(f64::from_bits);
                let worlds = think.map(|_| THINK_WORLDS);
                let requests = table.engine_requests(Some(think.unwrap_or(THINK_MS)), worlds);
                match requests {
                    Some(lines) if !*easy_only => {
                        let turn = turn.clone();
                        let finish = finish.clone();
                        let asked = now();
                        worker.ask(
                            lines,
                            Callback::from(move |answer: Result<String, String>| {
                                // On an error the worker is given up and the app told; the
                                // turn starts again at the easy level.
                                let Ok(text) = answer else {
                                    return;
                                };
                                if let Some(seat) = table.computer_to_move() {
                                    // Read by the browser tests and the timing benchmark.
                                    super::log_timing(|| {
                                        format!(
                                            "ai-move {} {} {}",
                                            table.game().variant().family().id(),
                                            table.level(seat).id(),
                                            fixed(now() - asked, 1)
                                        )
                                    });
                                }
                                let mv = table.game().hand().parse_move(&text).ok();
                                turn.borrow_mut().chosen = mv.and_then(|m| table.computer_reply(m));
                                finish();
                            }),
                        );
                    }
                    _ => {
                        turn.borrow_mut().chosen = table.computer_move_by(|view, rng| {
                            (!view.legal.is_empty()).then(|| easy::choose(view, rng))
                        })
                    }
                }
                let turn = turn.clone();
                timer = Some(Timeout::new(*millis, move || {
                    turn.borrow_mut().waited = true;
                    finish();
                }));
            }
            move || {
                turn.borrow_mut().over = true;
                drop(timer);
            }
        },
    );
}
