//! The browser game: Yew components that draw the state worked out in [`crate::view`].
//!
//! The app owns no game logic. [`App`] keeps an [`AppState`] in a Yew reducer, hands
//! plain data and callbacks to the components in [`components`], and leaves browser side
//! effects (the URL, local storage, timers, focus, random seeds) to the hooks in
//! [`hooks`]. A Rust panic replaces the page with a message and a way to restart.

pub mod components;
pub mod hooks;

use crate::view::settings::SettingsChange;
use crate::view::table::{Action, AppState};
use components::{Game, Picker};
use std::rc::Rc;
use yew::prelude::*;

/// Lets Yew's `use_reducer` drive the pure [`AppState::reduce`].
impl Reducible for AppState {
    type Action = Action;

    /// Also stores the statistics when the action changed them (a match ended, a reset).
    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let next = AppState::reduce(&self, action);
        if next.stats != self.stats {
            hooks::save_stats(&next.stats);
        }
        Rc::new(next)
    }
}

/// Properties of [`App`].
#[derive(Properties, PartialEq, Default)]
pub struct AppProps {
    /// The page's static first view (what `#app` held before the game started), shown
    /// by the app's first render.
    #[prop_or_default]
    pub first_view: AttrValue,
}

/// The whole page: the picker, or the table once a match is started.
#[function_component(App)]
pub fn app(props: &AppProps) -> Html {
    // Split by characters, not searched for as a substring (a string search costs bytes).
    if hooks::query().split(['?', '&']).any(|p| p == "crash-test") {
        // A link that checks the crash message (see `start`): a deliberate panic.
        panic!("crash test requested by the page's link");
    }
    let state = use_reducer(|| {
        let (settings, settings_notice) = hooks::load_settings();
        let link = hooks::take_link();
        let saved = hooks::load_saved_match();
        AppState::opening(settings, settings_notice, link, saved).with_stats(hooks::load_stats())
    });
    hooks::use_save_settings(&state.settings);
    hooks::use_save_match(&state);
    hooks::use_top_on_table(state.table.as_ref().map(|t| t.game().seed()));
    let worker = {
        let state = state.clone();
        hooks::use_ai_worker(Callback::from(move |why| {
            state.dispatch(Action::AiFailed(why))
        }))
    };
    hooks::use_computer_turns(&state, &worker);
    let on_hint = hooks::hint_callback(&state, &worker);
    let on_review = hooks::review_callback(&state, &worker);
    let played_before = use_state(hooks::settings_saved_before);
    let stage = hooks::use_start_stage();

    let dispatch = {
        let state = state.clone();
        Callback::from(move |action: Action| state.dispatch(action))
    };
    let on_change = dispatch.reform(Action::Settings);
    let on_start = dispatch.reform(|_| Action::Start(hooks::random_seed()));
    let on_table = dispatch.reform(Action::Table);
    let on_pace = dispatch.reform(|p| Action::Settings(SettingsChange::Pace(p)));
    let on_quit = dispatch.reform(|_| Action::Quit);
    let on_back = state
        .paused
        .is_some()
        .then(|| dispatch.reform(|_| Action::Resume));
    let on_stats = dispatch.reform(Action::Stats);
    let on_dismiss = dispatch.reform(|_: MouseEvent| Action::DismissNotice);
    let on_option = dispatch.reform(Action::Settings);
    // Replays and records (components/replay.rs): while a replay is on screen the match
    // at the table waits, its computers and automatic moves too.
    let on_replay = dispatch.reform(Action::Replay);
    let replay = state.replay.as_ref().map(|r| r.screen());
    let records = state.table.as_ref().map(|t| components::Records {
        record: t.record_json(),
        file: format!(
            "dominoes-{}-{}.json",
            t.game().variant().family().id(),
            t.game().seed()
        ),
        finished: t.transcript().len() - usize::from(!t.game().hand_finished()),
        on_step: on_replay.clone(),
    });
    let screen = state
        .table
        .as_ref()
        .filter(|_| replay.is_none())
        .map(|t| t.screen());
    // The step whose turn the table has opened to you (it may wait for the last tile to
    // slide in): a forced move is made that long after the turn opens, not the move.
    let opened = use_state_eq(|| None::<String>);
    let on_turn_open = {
        let opened = opened.clone();
        Callback::from(move |step: String| opened.set(Some(step)))
    };
    let (step, forced, blocked) = match &screen {
        Some(s) if s.hand_end.is_none() && opened.as_deref() == Some(s.step.as_str()) => {
            (Some(s.step.clone()), s.forced, s.blocked)
        }
        _ => (None, None, false),
    };
    // A hand blocked for all to see: your pass is made for you, as the others' are.
    hooks::use_auto_moves(
        step,
        forced,
        state.settings.auto_pass || blocked,
        state.settings.auto_forced,
        on_table.clone(),
    );

    if stage == 0 {
        // The first view, as index.html has it, for one more frame (see use_start_stage).
        return Html::from_html_unchecked(props.first_view.clone());
    }
    // The rule card and the statistics, below the picker's form, wait one more frame.
    let rest_shown = stage > 1;
    html! {
        <div class={classes!("page", (state.table.is_some() || replay.is_some()).then_some("playing"))}>
            // At the table the game's name is in the game's own bar (components/game.rs).
            if state.table.is_none() && replay.is_none() {
                <header class="top">
                    <h1>{ "Dominoes" }</h1>
                </header>
            }
            if let Some(notice) = &state.notice {
                <div class="notice" role="alert">
                    <p>{ notice.clone() }</p>
                    <button type="button" class="secondary" onclick={on_dismiss}>{ "Dismiss" }</button>
                </div>
            }
            <main>
                if let Some(view) = replay {
                    <components::ReplayView {view} faces={state.settings.faces()} millis={state.settings.pace.millis().max(150)} on_step={on_replay.clone()} />
                } else if let Some(screen) = screen {
                    <Game {screen} records={records.unwrap_or_default()} pace={state.settings.pace}
                        auto_pass={state.settings.auto_pass} auto_forced={state.settings.auto_forced}
                        allow_undo={state.settings.allow_undo} faces={state.settings.faces()}
                        on_action={on_table} {on_pace} {on_option} {on_quit} {on_turn_open} {on_hint} {on_review} review={state.review_shown()}
                        stats={state.stats.clone()} stats_shown={state.stats_shown} on_stats={on_stats.clone()} />
                } else {
                    <Picker settings={state.settings.clone()} {on_change} {on_start}
                        link_seed={state.link_seed} {on_back} back_over={state.paused.as_ref().is_some_and(|t| t.game().is_over())} play_again={*played_before}
                        rule_card={rest_shown} />
                    if rest_shown {
                        { components::stats_panel(&state.stats, state.stats_shown, &on_stats) }
                        { components::open_record(&on_replay) }
                    }
                }
            </main>
        </div>
    }
}

/// Shows the page's crash message (a fixed element of `index.html`) in place of the
/// game, with the panic's text for a bug report. The saved match is kept (it was saved
/// before the move that failed): "Restart the game" goes back to it, and "Start a new
/// match" (static/boot.js) drops it first, in case the match itself is what fails.
fn show_crash(message: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Some(detail) = doc.get_element_by_id("crash-detail") {
        detail.set_text_content(Some(message));
    }
    if let Some(app) = doc.get_element_by_id("app") {
        let _ = app.set_attribute("hidden", "");
    }
    if let Some(crash) = doc.get_element_by_id("crash") {
        let _ = crash.remove_attribute("hidden");
    }
}

/// Installs the crash message and mounts the app on the page's `#app` element (or the
/// `<body>` when there is none).
pub fn start() {
    // Through Yew, which would otherwise put its own console-only hook in place.
    yew::set_custom_panic_hook(Box::new(|info| {
        let message = info.to_string();
        show_crash(&message);
        gloo::console::error!(message);
    }));
    hooks::listen_for_input();
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("app"));
    // The first render in a task of its own, after the one that started the module (see
    // hooks::use_start_stage).
    gloo::timers::callback::Timeout::new(0, move || {
        match root {
            Some(root) => {
                let first_view = AttrValue::from(root.inner_html());
                yew::Renderer::<App>::with_root_and_props(root, AppProps { first_view }).render()
            }
            None => yew::Renderer::<App>::new().render(),
        };
    })
    .forget();
}
