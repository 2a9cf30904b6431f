//! The start screen: a form to choose the game, the table size, the set, the house
//! rules, the computer opponents and their speed, with the chosen game's rule card; and
//! the way back to a match in progress.

use super::rule_card::RuleCardView;
use crate::ai::Level;
use crate::rules::{DominoSet, Family, Seat};
use crate::view::settings::{Pace, Settings, SettingsChange};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// Properties of [`Picker`].
#[derive(Properties, PartialEq)]
pub struct PickerProps {
    /// The choices so far.
    pub settings: Settings,
    /// Called with every change.
    pub on_change: Callback<SettingsChange>,
    /// Called when the person starts the match.
    pub on_start: Callback<()>,
    /// The seed the page's link names, used by the match started next.
    #[prop_or_default]
    pub link_seed: Option<u64>,
    /// Goes back to the match in progress, when there is one (Start replaces it).
    #[prop_or_default]
    pub on_back: Option<Callback<()>>,
    /// Whether that match is over: the way back then leads to its final score (a
    /// playtest read "Back to the match" as a match still to play).
    #[prop_or_default]
    pub back_over: bool,
    /// Whether settings were saved on an earlier visit: a one-tap "Play again" with them
    /// then heads the form.
    #[prop_or_default]
    pub play_again: bool,
    /// Whether to show the rule card beside the form (the app leaves it out of its very
    /// first render: see `hooks::use_after_first_frame`).
    #[prop_or(true)]
    pub rule_card: bool,
}

/// A house-rule value as shown in the picker: "first-to-six" reads "First to six".
pub fn value_words(value: &str) -> String {
    let spaced = value.replace('-', " ");
    let mut chars = spaced.chars();
    match chars.next() {
        Some(first) => std::iter::once(first.to_ascii_uppercase())
            .chain(chars)
            .collect(),
        None => String::new(),
    }
}

/// A set's name in the picker: "Double-nine (55 tiles)".
fn set_words(set: DominoSet) -> String {
    let name = match set.top() {
        6 => "Double-six",
        9 => "Double-nine",
        12 => "Double-twelve",
        15 => "Double-fifteen",
        _ => "Set",
    };
    format!("{name} ({} tiles)", set.len())
}

/// Reads a select's value from its change event.
fn select_value(e: &Event) -> String {
    e.target_unchecked_into::<HtmlSelectElement>().value()
}

/// The picker form.
#[function_component(Picker)]
pub fn picker(props: &PickerProps) -> Html {
    let settings = &props.settings;
    let family = settings.family;
    let choice = settings.choice();
    let variant = settings.variant().ok();
    let on_change = props.on_change.clone();

    let onsubmit = {
        let on_start = props.on_start.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            on_start.emit(());
        })
    };
    let on_family = on_change.reform(|e: Event| {
        let id = select_value(&e);
        SettingsChange::Family(Family::from_id(&id).unwrap_or(Family::Jamaican))
    });
    let on_players =
        on_change.reform(|e: Event| SettingsChange::Players(select_value(&e).parse().unwrap_or(0)));
    let on_set =
        on_change.reform(|e: Event| SettingsChange::Set(select_value(&e).parse().unwrap_or(0)));
    let on_pace = on_change.reform(|e: Event| {
        SettingsChange::Pace(Pace::from_id(&select_value(&e)).unwrap_or(Pace::Normal))
    });

    let players = family.player_counts();
    let sets = family.sets();
    let specs = settings.rule_specs();
    let partnership = variant.as_ref().is_some_and(|v| v.partnership());

    html! {
        <div class="picker-screen">
            <form class="picker" aria-labelledby="picker-title" {onsubmit}>
                <h2 id="picker-title">{ "Choose a game" }</h2>
                if props.play_again && props.on_back.is_none() {
                    <p class="play-again">
                        <button type="submit" class="primary">{ "Play again" }</button>
                        <span>{ format!("{}, {} players, as last time", family.name(), choice.players) }</span>
                    </p>
                }
                if let Some(on_back) = &props.on_back {
                    <p class="resume">
                        <button type="button" class="secondary" onclick={on_back.reform(|_: MouseEvent| ())}>
                            { if props.back_over { "Back to the result" } else { "Back to the match" } }
                        </button>
                        { "Your match is kept until you press Start." }
                    </p>
                }
                <div class="field">
                    <label for="pick-game">{ "Game" }</label>
                    <select id="pick-game" onchange={on_family}>
                        { for Family::ALL.iter().map(|f| html! {
                            <option value={f.id()} selected={*f == family}>{ f.name() }</option>
                        }) }
                    </select>
                </div>
                <div class="field-row">
                    <div class="field">
                        if players.len() > 1 {
                            <label for="pick-players">{ "Players" }</label>
                            <select id="pick-players" onchange={on_players}>
                                { for players.iter().map(|&n| html! {
                                    <option value={n.to_string()} selected={n == choice.players}>
                                        { format!("{n} players") }
                                    </option>
                                }) }
                            </select>
                        } else {
                            <span class="label">{ "Players" }</span>
                            <p class="fixed">{ format!("{} players", choice.players) }</p>
                        }
                    </div>
                    <div class="field">
                        if sets.len() > 1 {
                            <label for="pick-set">{ "Set" }</label>
                            <select id="pick-set" onchange={on_set}>
                                { for sets.iter().map(|&s| html! {
                                    <option value={s.top().to_string()} selected={s.top() == choice.set}>
                                        { set_words(s) }
                                    </option>
                                }) }
                            </select>
                        } else {
                            <span class="label">{ "Set" }</span>
                            <p class="fixed">{ set_words(sets[0]) }</p>
                        }
                    </div>
                </div>
                if !specs.is_empty() {
                    <details class="rules-fold">
                    <summary>{ format!("House rules ({})", specs.len()) }</summary>
                    <fieldset class="rules">
                        <legend class="visually-hidden">{ "House rules" }</legend>
                        { for specs.iter().map(|spec| {
                            let id = format!("rule-{}", spec.key);
                            let help_id = format!("{id}-help");
                            let current = settings.rule_value(spec);
                            let key = spec.key.to_string();
                            let onchange = on_change.reform(move |e: Event| SettingsChange::Rule {
                                key: key.clone(),
                                value: select_value(&e),
                            });
                            html! {
                                <div class="field">
                                    <label for={id.clone()}>{ spec.label }</label>
                                    <select id={id} aria-describedby={help_id.clone()} {onchange}>
                                        { for spec.values.iter().enumerate().map(|(i, v)| html! {
                                            <option value={*v} selected={*v == current}>
                                                { value_words(v) }
                                                if i == 0 { { " (default)" } }
                                            </option>
                                        }) }
                                    </select>
                                    <p class="help" id={help_id}>{ spec.help }</p>
                                </div>
                            }
                        }) }
                    </fieldset>
                    </details>
                }
                <fieldset class="opponents">
                    <legend>{ "Computer players" }</legend>
                    { for (1..choice.players).map(|i| {
                        let seat = Seat::new(i);
                        let id = format!("level-{i}");
                        let role = if partnership && seat.team() == Seat::new(0).team() {
                            "partner"
                        } else {
                            "opponent"
                        };
                        let current = settings.level(i);
                        let onchange = on_change.reform(move |e: Event| SettingsChange::Level {
                            seat: i,
                            level: Level::from_id(&select_value(&e)).unwrap_or(current),
                        });
                        html! {
                            <div class="field">
                                <label for={id.clone()}>
                                    { format!("{} ({role})", seat.name(choice.players)) }
                                </label>
                                <select {id} {onchange}>
                                    { for Level::ALL.iter().filter(|l| Level::OFFERED.contains(l) || **l == current).map(|l| html! {
                                        <option value={l.id()} selected={*l == current}>{ l.name() }</option>
                                    }) }
                                </select>
                            </div>
                        }
                    }) }
                    <div class="field">
                        <label for="pick-pace">{ "Computer speed" }</label>
                        <select id="pick-pace" onchange={on_pace}>
                            { for Pace::ALL.iter().map(|p| html! {
                                <option value={p.id()} selected={*p == settings.pace}>{ p.name() }</option>
                            }) }
                        </select>
                    </div>
                    { super::vibrate_option() }
                    { super::game::option_box("pick-auto-pass", "Pass by myself when nothing fits",
                        settings.auto_pass, on_change.reform(SettingsChange::AutoPass)) }
                    { super::game::option_box("pick-auto-forced", "Play a forced move by itself",
                        settings.auto_forced, on_change.reform(SettingsChange::AutoForced)) }
                </fieldset>
                if let Some(seed) = props.link_seed {
                    <p class="help">{ format!("The match deals from the link's seed, {seed}.") }</p>
                }
                <button type="submit" class="primary start">{ "Start" }</button>
            </form>
            if props.rule_card {
                <RuleCardView {family} />
            }
        </div>
    }
}
