//! The game screen, one window high: a slim bar with the game, the hand number, the
//! match score and the menu; the seats around the felt with the SVG table; the live
//! region, your choices, your seat and your hand along the bottom. The score sheet, the
//! move log, the rule card, sharing, the computer's speed and the table options sit in a
//! side column on wide screens and in a drawer (the "Menu" button) on narrow ones. Over
//! all of it, at the end of a hand, its summary.

use super::actions::Actions;
use super::hand::Hand;
use super::hand_end::HandEndDialog;
use super::move_log::MoveLog;
use super::rule_card::RuleCardView;
use super::score_sheet::ScoreSheetView;
use super::seats::{Seats, YourSeat};
use super::share::SharePanel;
use super::table::Table;
use crate::app::hooks::{listen_for_shortcuts, play_sounds};
use crate::app::hooks::{
    share_url, use_board_size, use_focus_first, use_focus_when_idle, use_slide_hold,
};
use crate::rules::Family;
use crate::view::pips::Faces;
use crate::view::screen::{ScoreSheet, Screen};
use crate::view::settings::{Pace, SettingsChange};
use crate::view::stats::{Stats, StatsStep};
use crate::view::table::TableAction;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// Properties of [`Game`].
#[derive(Properties, PartialEq)]
pub struct GameProps {
    /// Everything the screen shows.
    pub screen: Screen,
    /// How fast the computer plays.
    pub pace: Pace,
    /// Whether you pass by yourself when nothing fits.
    #[prop_or_default]
    pub auto_pass: bool,
    /// Whether your forced moves play by themselves.
    #[prop_or_default]
    pub auto_forced: bool,
    /// Whether Undo is offered.
    #[prop_or_default]
    pub allow_undo: bool,
    /// How halves of 7 and more are drawn ("Pips for 7 and more").
    #[prop_or_default]
    pub faces: Faces,
    /// Called with what you do at the table.
    pub on_action: Callback<TableAction>,
    /// Called when you change the computer's speed.
    pub on_pace: Callback<Pace>,
    /// Called with the table's step when your turn opens to you (once the table stands
    /// still, see `use_slide_hold`): the automatic moves count from then.
    #[prop_or_default]
    pub on_turn_open: Callback<String>,
    /// Called when you change a table option (auto-pass, forced moves).
    #[prop_or_default]
    pub on_option: Callback<SettingsChange>,
    /// Called when you go back to the picker.
    pub on_quit: Callback<()>,
    /// Called when you ask for a hint.
    #[prop_or_default]
    pub on_hint: Callback<()>,
    /// The review of the finished hand, once asked for.
    #[prop_or_default]
    pub review: Option<crate::view::review::ReviewState>,
    /// Called when you ask for the hand's review.
    #[prop_or_default]
    pub on_review: Callback<()>,
    /// Your statistics, shown in the side column.
    #[prop_or_default]
    pub stats: Stats,
    /// Whether the statistics panel is open.
    #[prop_or_default]
    pub stats_shown: StatsStep,
    /// Called to open or close the statistics, or erase them.
    #[prop_or_default]
    pub on_stats: Callback<StatsStep>,
    /// Replays and records (see `components::replay`).
    #[prop_or_default]
    pub records: super::Records,
}

/// The match score in the bar: each side's score, this hand's points made so far
/// included (All Fives).
fn score_bar(sheet: &ScoreSheet) -> Html {
    let totals = sheet.running_totals();
    let names = sheet.short_names();
    let label: Vec<String> = sheet
        .sides
        .iter()
        .zip(&totals)
        .map(|(s, t)| format!("{s} {t}"))
        .collect();
    html! {
        <p class="match-score" role="group" aria-label={format!("Score: {}", label.join(", "))}>
            { for names.iter().zip(&totals).enumerate().map(|(i, (name, total))| html! {
                <span class={classes!("score-chip", format!("side-{i}"))} aria-hidden="true">
                    <span class="chip-name">{ name.clone() }</span>
                    <span class="chip-score">{ total.to_string() }</span>
                </span>
            }) }
        </p>
    }
}

/// A checkbox option of the table (also in the picker): label and box, one tap target.
pub fn option_box(id: &'static str, text: &'static str, on: bool, cb: Callback<bool>) -> Html {
    html! {
        <label class="option-box" for={id}>
            <input type="checkbox" {id} checked={on} onchange={on_checked(cb)} />
            <span>{ text }</span>
        </label>
    }
}

/// A checkbox's change handler that gives `cb` the box's new state.
fn on_checked(cb: Callback<bool>) -> Callback<Event> {
    cb.reform(|e: Event| e.target_unchecked_into::<HtmlInputElement>().checked())
}

/// The game screen.
/// A part of the drawer (a desktop's side column) a button opens it at.
#[derive(Clone, Copy, PartialEq)]
enum DrawerPart {
    /// The tile tracker (a phone's "Tracker" button).
    Tracker,
    /// The rules, unfolded (the table's key).
    Rules,
}

impl DrawerPart {
    /// Where it is in the drawer.
    fn selector(self) -> &'static str {
        match self {
            DrawerPart::Tracker => ".side .tracker",
            DrawerPart::Rules => ".side .rules-panel",
        }
    }
}

#[function_component(Game)]
pub fn game(props: &GameProps) -> Html {
    // While the tile that brought your turn slides in, your hand and choices wait.
    let hold = use_slide_hold(&props.screen, props.pace.moves());
    let faces = props.faces;
    let held = hold.shown;
    let s = &props.screen;
    let root = use_node_ref();
    let felt = use_node_ref();
    let (width, height) = use_board_size(&felt);
    let c = held.as_ref().map_or(&s.controls, |(c, _)| c);
    {
        let opened = (c.your_turn && held.is_none()).then(|| s.step.clone());
        let on_turn_open = props.on_turn_open.clone();
        use_effect_with(opened, move |step| {
            if let Some(step) = step {
                on_turn_open.emit(step.clone());
            }
        });
    }
    use_focus_when_idle(&root, (s.step.clone(), c.your_turn));
    let choosing = (!c.ends.is_empty() || !c.opens.is_empty()).then(|| s.step.clone());
    use_focus_first(&root, choosing, ".choices button");
    listen_for_shortcuts();
    play_sounds(s, c.your_turn);
    let menu = use_state(|| false);
    // Whether the drawer was opened by the Tracker button (the tracker alone).
    let tracker_only = use_state(|| false);
    let tracking = use_state(super::tracker_on);
    let sharing = use_state(|| false);
    use_focus_first(&root, menu.then_some(()), ".side .close-menu");

    let on_action = props.on_action.clone();
    let dialog_open = s.hand_end.is_some() && !s.looking;
    let onkeydown = {
        let on_action = on_action.clone();
        let menu = menu.clone();
        let sharing = sharing.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() != "Escape" {
                return;
            }
            // Handled here: the document's shortcuts leave it alone.
            e.prevent_default();
            if dialog_open {
                on_action.emit(TableAction::SeeTable);
            } else if *menu {
                menu.set(false);
                focus_menu_button();
            } else if *sharing {
                sharing.set(false);
            } else if super::table::close_table_key() {
                // The table's key ("?") closed before a picked tile is put back.
            } else {
                on_action.emit(TableAction::Cancel);
            }
        })
    };
    let on_tile = on_action.reform(TableAction::Tile);
    let on_pace = props.on_pace.reform(|e: Event| {
        let id = e.target_unchecked_into::<HtmlSelectElement>().value();
        Pace::from_id(&id).unwrap_or(Pace::Normal)
    });
    let players = s.seats.len() as u8;
    let (mut you, others) = s.you_and_others();
    // While your turn waits for the table, your seat does not say "To play" either: your
    // tiles take no tap until it opens.
    if let (Some(you), true) = (you.as_mut(), held.is_some()) {
        you.to_move = false;
    }
    use_focus_first(&root, s.looking.then_some(s.hand_no), ".look-bar button");
    // A phone's own share sheet where there is one; otherwise the panel with the link.
    let share_link = share_url(&s.share);
    let on_share = {
        let sharing = sharing.clone();
        let (url, seed) = (share_link.clone(), s.seed);
        Callback::from(move |_: MouseEvent| {
            if *sharing || !super::share::share_sheet(&url, seed) {
                sharing.set(!*sharing);
            }
        })
    };
    // Menu opens the whole drawer, also from the tracker alone (it used to close it).
    let toggle_menu = {
        let menu = menu.clone();
        let tracker_only = tracker_only.clone();
        Callback::from(move |_: MouseEvent| {
            menu.set(!*menu || *tracker_only);
            tracker_only.set(false);
        })
    };
    let close_menu = {
        let menu = menu.clone();
        Callback::from(move |_: MouseEvent| {
            menu.set(false);
            focus_menu_button();
        })
    };
    let newest_shown = s.said_shown.iter().rposition(|&shown| shown);
    // Where a tile may fit four ends (the French arms, the All Fives spinner): held
    // sideways, their choice takes three rows, which the live region leaves the prompt
    // clear of (the style sheet).
    let four_ends = matches!(s.family, Family::French | Family::AllFives);
    let t = &s.table;
    // Nothing to drag while your turn waits.
    let mut table_view = t.clone();
    if held.is_some() {
        table_view.fits.clear();
    }
    // At the end of a hand every seat's tiles lie face up where its backs were.
    let revealed = s.hand_end.as_ref().map(|e| e.hands.clone());
    let you_name = you.as_ref().map(|y| y.name);
    let on_option = props.on_option.clone();
    // The drawer (a desktop's side column) opened at one of its parts: how many times
    // that was asked, and which part the last time.
    let drawer_at = use_state(|| (0u32, DrawerPart::Rules));
    // A phone's "Tracker" button: the drawer open at the tracker, which it then shows
    // alone (and Close): the Menu button, everything. The menu's "Show the tile tracker"
    // box is left as the player set it (a playtest found it ticked again after Tracker).
    let show_tracker = {
        let menu = menu.clone();
        let drawer_at = drawer_at.clone();
        let tracker_only = tracker_only.clone();
        Callback::from(move |_: ()| {
            tracker_only.set(true);
            menu.set(true);
            drawer_at.set((drawer_at.0 + 1, DrawerPart::Tracker));
        })
    };
    // The legend's "The rules of the game": the whole drawer open at the rules, unfolded.
    let show_rules = {
        let menu = menu.clone();
        let drawer_at = drawer_at.clone();
        let tracker_only = tracker_only.clone();
        Callback::from(move |_: ()| {
            // Only where the rules are in a drawer (its Menu button shown): a desktop's
            // side column is always there, and a menu flag left on would take Escape.
            let drawer = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.query_selector(".menu-button").ok().flatten())
                .and_then(|b| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(b).ok())
                .is_some_and(|b| b.offset_parent().is_some());
            if drawer {
                tracker_only.set(false);
                menu.set(true);
            }
            drawer_at.set((drawer_at.0 + 1, DrawerPart::Rules));
        })
    };
    {
        let root = root.clone();
        use_effect_with(*drawer_at, move |&(asked, part)| {
            let find = |q: &str| {
                root.cast::<web_sys::Element>()
                    .and_then(|r| r.query_selector(q).ok().flatten())
            };
            let Some((side, at)) = find(".side")
                .zip(find(part.selector()))
                .filter(|_| asked > 0)
            else {
                return;
            };
            // From the drawer's top (Close, the rules, the tracker).
            side.set_scroll_top(0);
            match part {
                // Unless the tracker's foot is then below the window's.
                DrawerPart::Tracker => {
                    let window_height = web_sys::window()
                        .and_then(|w| w.inner_height().ok())
                        .and_then(|h| h.as_f64())
                        .unwrap_or(0.0);
                    if at.get_bounding_client_rect().bottom() > window_height {
                        at.scroll_into_view_with_bool(false);
                    }
                }
                // Unfolded, the focus on its title.
                DrawerPart::Rules => {
                    let _ = at.set_attribute("open", "");
                    if let Ok(Some(summary)) = at.query_selector("summary") {
                        crate::app::hooks::focus_quietly(&summary);
                    }
                }
            }
        });
    }
    let on_tracker = {
        let tracking = tracking.clone();
        Callback::from(move |on: bool| {
            crate::app::hooks::remember(super::TRACKER_KEY, on);
            tracking.set(on);
        })
    };

    html! {
        <div class={classes!("game", (props.pace == Pace::Fast).then_some("pace-fast"), (props.pace == Pace::Instant).then_some("pace-instant"))}
            data-step={s.step.clone()} ref={root} {onkeydown} onanimationend={hold.on_animation_end}
            ontransitionend={hold.on_transition_end.clone()} ontransitioncancel={hold.on_transition_end}>
            <div class="game-main" inert={dialog_open}>
                <div class="game-bar">
                    <h1 class="game-title">{ s.family.name() }</h1>
                    <p class="hand-no">{ format!("Hand {}", s.hand_no) }</p>
                    { score_bar(&s.sheet) }
                    { super::sound_button() }
                    <button type="button" class="secondary menu-button" aria-controls="side-panel"
                        aria-expanded={menu.to_string()} onclick={toggle_menu}>{ "Menu" }</button>
                </div>
                <div class="layout">
                    <section class={classes!("table-zone", format!("players-{players}"), four_ends.then_some("four-ends"))} aria-label="Table">
                        <Seats seats={others} {players} boneyard={s.boneyard} {revealed} {faces} />
                        <div class="felt" ref={felt}>
                            <Table view={table_view} width={width.max(120.0)}
                                max_height={height.max(80.0)} on_action={on_action.clone()} {faces}
                                on_rules={Some(show_rules)} />
                        </div>
                        <div class="table-foot">
                            <div class="status" role="status" aria-live="polite">
                                // Only the newest line meant for the eye is shown, in a box of
                                // its own: a line moving up when the next comes would be a shift.
                                { for s.said.iter().zip(&s.said_shown).enumerate().map(|(i, (line, &shown))| {
                                    let shown = shown && Some(i) == newest_shown;
                                    // The prompt just below is not shown twice: a line
                                    // repeating it ("Hand 2. Your turn: pose any tile.")
                                    // keeps its words for the ear only, unless a choice
                                    // bar hides the prompt.
                                    let again = (shown && c.posers.is_empty() && c.claim.is_none() && !c.prompt.is_empty())
                                        // (Not `split_once`: its string search costs a kilobyte.)
                                        .then(|| (1..line.len()).find(|&k| line.get(k..).is_some_and(|r| r.starts_with(&c.prompt))))
                                        .flatten()
                                        .map(|k| (&line[..k], &line[k + c.prompt.len()..]))
                                        .filter(|(before, _)| !before.trim().is_empty());
                                    let (seen, heard, rest) = match again {
                                        Some((before, after)) => (before.trim_end(), format!(" {}", c.prompt), after),
                                        None => (line.as_str(), String::new(), ""),
                                    };
                                    // A long line (a hint and its reasons), by the words seen:
                                    // upright it may grow over the prompt rather than be cut,
                                    // past three lines of the box ("long"); sideways, past
                                    // sixty characters ("wordy"), it takes a smaller type in
                                    // its box, and scrolls there.
                                    let length = seen.len() + rest.len();
                                    let long = shown && length > 110;
                                    let wordy = shown && length > super::WORDY;
                                    // A hint you asked for: sideways, where the box keeps
                                    // three lines (French, a signal), a wordy one lies over
                                    // the prompt too, as a long one does.
                                    let hint = wordy && seen.starts_with("Hint:");
                                    html! {
                                        <p key={i} class={classes!((!shown).then_some("earlier"), long.then_some("long"), wordy.then_some("wordy"), hint.then_some("hint"))}>
                                            { super::actions::whole_tiles(seen) }<span class="visually-hidden">{ heard }</span>{ super::actions::whole_tiles(rest) }
                                        </p>
                                    }
                                }) }
                            </div>
                            <p class={classes!("prompt", c.your_turn.then_some("your-turn"))}>
                                // Keyed by its words: a new prompt is a new node (text
                                // rewritten in place counts as a layout shift).
                                <span key={c.prompt.clone()}>{ super::actions::whole_tiles(&c.prompt) }</span>
                            </p>
                            { super::actions::signal_choice(c, &on_action) }
                        </div>
                        <Actions controls={c.clone()} on_action={on_action.clone()} on_hint={props.on_hint.clone()} undo={props.allow_undo}
                            on_tracker={show_tracker} />
                        if let Some(seat) = you {
                            <YourSeat {seat} />
                        }
                        <Hand tiles={held.as_ref().map_or_else(|| s.hand.clone(), |(_, h)| h.clone())} your_turn={c.your_turn} {on_tile} held={s.held} dealt={s.dealt} {faces} />
                        // Over the live region and your moves, which have nothing to do
                        // while you look; the seats and your hand stay in view.
                        if s.looking {
                            <div class="look-bar" role="region" aria-label="How the hand ended">
                                <p>{ format!("Hand {} is over: this is how the table ended.", s.hand_no) }</p>
                                if let (Some(end), Some(you)) = (&s.hand_end, &you_name) {
                                    { super::seats::tiles_left(&end.hands, you, faces) }
                                }
                                <button type="button" class="primary"
                                    onclick={on_action.reform(|_: MouseEvent| TableAction::BackToResult)}>{ "Back to the result" }</button>
                            </div>
                        }
                    </section>
                    // The tracker alone dims nothing: the board stays in view beside it.
                    if *menu && !*tracker_only {
                        <div class="drawer-backdrop" onclick={close_menu.clone()}></div>
                    }
                    <aside id="side-panel" class={classes!("side", menu.then_some("open"), (*menu && *tracker_only).then_some("tracker-only"))}
                        aria-label="Score and menu">
                        // Close's row: opaque, what it heads scrolls under it.
                        <div class="menu-head">
                            <button type="button" class="secondary close-menu" onclick={close_menu}>{ "Close" }</button>
                        </div>
                        // The rules first: what a new player opens the menu for.
                        <details class="panel rules-panel">
                            <summary>{ format!("Rules of {}", s.family.name()) }</summary>
                            <RuleCardView family={s.family} heading={false} />
                        </details>
                        // Then the score: beside the table (desktop) in view above the
                        // options (it had been below the fold at 1280x800).
                        <ScoreSheetView sheet={s.sheet.clone()} />
                        if *tracking || *menu && *tracker_only {
                            { super::tracker_panel(&s.tracker) }
                        }
                        <div class="side-tools">
                            <p class="pace">
                                <label for="game-pace">{ "Computer speed" }</label>
                                <select id="game-pace" onchange={on_pace}>
                                    { for Pace::ALL.iter().map(|p| html! {
                                        <option value={p.id()} selected={*p == props.pace}>{ p.name() }</option>
                                    }) }
                                </select>
                            </p>
                            { option_box("game-auto-pass", "Pass by myself when nothing fits", props.auto_pass,
                                on_option.reform(SettingsChange::AutoPass)) }
                            { option_box("game-auto-forced", "Play a forced move by itself", props.auto_forced,
                                on_option.reform(SettingsChange::AutoForced)) }
                            { option_box("game-undo", "Allow undo", props.allow_undo,
                                on_option.reform(SettingsChange::AllowUndo)) }
                            // Only with a set that has halves of 7 and more (a row per number in the tracker).
                            if s.tracker.numbers.len() > 7 {
                                // Its help line is its description, read with it by a screen reader
                                // (written out here: an optional help line in `option_box` cost the
                                // first visit 90 bytes more).
                                <label class="option-box" for="game-pips">
                                    <input type="checkbox" id="game-pips" aria-describedby="game-pips-help"
                                        checked={faces == Faces::Pips} onchange={on_checked(on_option.reform(SettingsChange::BigPips))} />
                                    <span>{ "Pips for 7 and more" }</span>
                                </label>
                                <p class="help" id="game-pips-help">{ "Halves of 7 to 15 as dots, the way a real double-twelve set shows them, not as digits." }</p>
                            }
                            { option_box("game-tracker", "Show the tile tracker in this panel", *tracking, on_tracker) }
                            <div class="tool-buttons">
                                <button type="button" class="secondary" aria-expanded={sharing.to_string()}
                                    onclick={on_share}>{ "Share this deal" }</button>
                                <button type="button" class="secondary"
                                    onclick={props.on_quit.reform(|_: MouseEvent| ())}>{ "Change game" }</button>
                                { props.records.tools() }
                            </div>
                        </div>
                        { super::stats_panel(&props.stats, props.stats_shown, &props.on_stats) }
                        if *sharing {
                            <SharePanel url={share_link} seed={s.seed} />
                        }
                        <MoveLog hand={s.hand_no} lines={s.log.clone()} />
                    </aside>
                </div>
            </div>
            if let Some(end) = s.hand_end.clone().filter(|_| !s.looking) {
                <HandEndDialog {end}
                    on_see_table={on_action.reform(|_| TableAction::SeeTable)}
                    on_next={on_action.reform(|_| TableAction::NextHand)}
                    on_new_match={props.on_action.reform(|_| TableAction::NewMatch(crate::app::hooks::random_seed()))}
                    on_change_game={props.on_quit.clone()}
                    on_replay={props.records.on_replay().map(|r| looked(&on_action, r))}
                    on_replay_at={props.records.on_replay_at().map(|r| looked(&on_action, r))}
                    review={props.review.clone()} on_review={props.on_review.clone()} {faces}
                    recap={if s.hand_end.as_ref().is_some_and(|e| e.match_over.is_some()) { html! { <ScoreSheetView sheet={s.sheet.clone()} recap=true /> } } else { Html::default() }}
                    stats={super::stats_panel(&props.stats, props.stats_shown, &props.on_stats)} />
            }
        </div>
    }
}

/// `then`, once the table knows its hand-end summary is left for a replay of the hand
/// (back from it, the summary shows at once).
fn looked<T: 'static>(on_action: &Callback<TableAction>, then: Callback<T>) -> Callback<T> {
    let on_action = on_action.clone();
    Callback::from(move |t| {
        on_action.emit(TableAction::Looked);
        then.emit(t);
    })
}

/// Gives the focus back to the Menu button when the drawer closes.
fn focus_menu_button() {
    use wasm_bindgen::JsCast;
    let button = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(".menu-button").ok().flatten())
        .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(b) = button {
        let _ = b.focus();
    }
}
