//! The table's keyboard shortcuts: P passes, D draws, 1-9 pick the n-th tile of your
//! hand, and an arrow key, Home or End with nothing focused brings the focus to your
//! hand. They apply only while no text field or select has the focus and no dialog or
//! drawer is open, and never with Ctrl, Alt or Meta (the browser's own shortcuts).

use super::use_focus::{focus_quietly, HAND_STOP};
use crate::rules::Move;
use crate::view::panels::{Controls, HandTile};
use crate::view::state::TableAction;
use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Something open over the table: a dialog, or a drawer its button says is open.
const OVERLAY: &str = "[role=\"dialog\"], dialog[open], [aria-modal=\"true\"], \
                       [aria-controls][aria-expanded=\"true\"]";

/// What a key press does at the table, given your hand and what you may do: `None` for
/// keys that are not shortcuts or moves not open to you now.
pub fn shortcut(key: &str, hand: &[HandTile], controls: &Controls) -> Option<Shortcut> {
    match key {
        "p" | "P" if controls.pass => Some(Shortcut::Act(TableAction::Move(Move::Pass))),
        "d" | "D" if controls.draw == Some(true) => {
            Some(Shortcut::Act(TableAction::Move(Move::Draw)))
        }
        _ => {
            let n: usize = key.parse().ok().filter(|n| (1..=9).contains(n))?;
            let h = hand.get(n - 1)?;
            Some(Shortcut::Tile(n - 1, h.playable.then_some(h.tile)))
        }
    }
}

/// What a shortcut does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shortcut {
    /// Make this move.
    Act(TableAction),
    /// Focus the tile at this place in your hand, and pick it when it can be played.
    Tile(usize, Option<crate::rules::Tile>),
}

/// Whether the focus is where typed letters belong: a text field, a select, an editable
/// area.
fn typing(el: &web_sys::Element) -> bool {
    match el.tag_name().as_str() {
        "SELECT" | "TEXTAREA" => true,
        "INPUT" => !matches!(
            el.get_attribute("type").as_deref(),
            Some("checkbox" | "radio" | "button" | "submit" | "reset")
        ),
        _ => el.get_attribute("contenteditable").is_some(),
    }
}

/// Listens for the table's shortcuts on the whole document while the table is shown.
/// `root` is the game screen; `hand` and `controls` are what the screen shows now.
#[hook]
pub fn use_keyboard(
    root: &NodeRef,
    hand: &[HandTile],
    controls: &Controls,
    on_action: &Callback<TableAction>,
) {
    // The listener is made once; it reads the latest screen from here.
    let latest = use_mut_ref(|| (Vec::new(), controls.clone(), on_action.clone()));
    *latest.borrow_mut() = (hand.to_vec(), controls.clone(), on_action.clone());
    let root = root.clone();
    use_effect_with((), move |_| {
        let listener = web_sys::window().and_then(|w| w.document()).map(|doc| {
            EventListener::new(&doc.clone(), "keydown", move |event| {
                let Some(e) = event.dyn_ref::<web_sys::KeyboardEvent>() else {
                    return;
                };
                if e.default_prevented() || e.ctrl_key() || e.alt_key() || e.meta_key() {
                    return;
                }
                if matches!(doc.query_selector(OVERLAY), Ok(Some(_))) {
                    return;
                }
                let active = doc.active_element();
                if active.as_ref().is_some_and(typing) {
                    return;
                }
                let Some(game) = root.cast::<web_sys::Element>() else {
                    return;
                };
                let key = e.key();
                let find = |selector: &str| game.query_selector(selector).ok().flatten();
                let on_page = active.is_none() || active == doc.body().map(|b| b.into());
                if on_page && matches!(key.as_str(), "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" | "Home" | "End") {
                    if let Some(tile) = find(HAND_STOP) {
                        e.prevent_default();
                        focus_quietly(&tile);
                    }
                    return;
                }
                if e.repeat() {
                    return;
                }
                let (hand, controls, on_action) = latest.borrow().clone();
                match shortcut(&key, &hand, &controls) {
                    None => {}
                    Some(Shortcut::Act(action)) => {
                        e.prevent_default();
                        on_action.emit(action);
                    }
                    Some(Shortcut::Tile(i, tile)) => {
                        e.prevent_default();
                        if let Some(el) = find(&format!(".hand .tile[data-i=\"{i}\"]")) {
                            focus_quietly(&el);
                        }
                        if let Some(tile) = tile {
                            on_action.emit(TableAction::Tile(tile));
                        }
                    }
                }
            })
        });
        move || drop(listener)
    });
}
