//! Your hand: one button per tile, in a group named "Your hand", with a roving focus.

use super::tile::TileFace;
use crate::app::hooks::focus_quietly;
use crate::rules::Tile;
use crate::view::pips::{Faces, Rect};
use crate::view::screen::HandTile;
use yew::prelude::*;

/// Properties of [`Hand`].
#[derive(Properties, PartialEq)]
pub struct HandProps {
    /// The tiles, in display order, each marked playable or not.
    pub tiles: Vec<HandTile>,
    /// Whether it is your move (the tiles that cannot go are then shown dimmed).
    pub your_turn: bool,
    /// Called with the tile a person picks.
    pub on_tile: Callback<Tile>,
    /// The rack's places (the most tiles held this hand): each tile stands at its own
    /// ([`HandTile::place`]), the others are empty.
    #[prop_or_default]
    pub held: usize,
    /// The tiles dealt: the places past them, which draws added at the rack's end, keep a
    /// desktop's centred rack where it was dealt (`grown-N`, the style sheet).
    #[prop_or_default]
    pub dealt: usize,
    /// How halves of 7 and more are drawn ("Pips for 7 and more").
    #[prop_or_default]
    pub faces: Faces,
}

/// Where the hand's one tab stop is: the tile last focused while it is in the hand, else
/// the tile now at its place, else the picked tile, the first playable one, the first.
fn tab_stop(tiles: &[HandTile], last: Option<(Tile, usize)>) -> usize {
    match last {
        Some((tile, at)) => tiles
            .iter()
            .position(|h| h.tile == tile)
            .unwrap_or_else(|| at.min(tiles.len().saturating_sub(1))),
        None => tiles
            .iter()
            .position(|h| h.picked)
            .or_else(|| tiles.iter().position(|h| h.playable))
            .unwrap_or(0),
    }
}

/// The tile a key moves the focus to from tile `at` of `n`: Left/Up the one before,
/// Right/Down the next (both wrap round), Home the first, End the last.
fn step(key: &str, at: usize, n: usize) -> Option<usize> {
    match key {
        _ if n == 0 => None,
        "ArrowLeft" | "ArrowUp" => Some((at + n - 1) % n),
        "ArrowRight" | "ArrowDown" => Some((at + 1) % n),
        "Home" => Some(0),
        "End" => Some(n - 1),
        _ => None,
    }
}

/// The tile rack along the bottom of the table. Each tile is a button named by its
/// numbers, low first ("3-5"); one that cannot be played now stays focusable with
/// `aria-disabled="true"` and says why, as its tooltip (`title`) and its accessible
/// description (`aria-description`; where that is not supported, the title is the
/// description), and clicking it does nothing. A picked tile is shown pressed. The hand is one tab
/// stop: the arrow keys, Home and End move through every tile.
#[function_component(Hand)]
pub fn hand(props: &HandProps) -> Html {
    let group = use_node_ref();
    let last = use_state(|| None::<(Tile, usize)>);
    let stop = tab_stop(&props.tiles, *last);
    let rect = Rect {
        x: 1.0,
        y: 1.0,
        w: 38.0,
        h: 78.0,
    };
    let onkeydown = {
        let group = group.clone();
        let n = props.tiles.len();
        Callback::from(move |e: KeyboardEvent| {
            let Some(target) = e.target_dyn_into::<web_sys::Element>() else {
                return;
            };
            let at = target
                .get_attribute("data-i")
                .and_then(|i| i.parse::<u32>().ok());
            let Some(at) = at.map(|i| i as usize) else {
                return;
            };
            let Some(to) = step(&e.key(), at, n) else {
                return;
            };
            e.prevent_default();
            let found = group.cast::<web_sys::Element>().and_then(|g| {
                g.query_selector(&format!(".tile[data-i=\"{to}\"]"))
                    .ok()
                    .flatten()
            });
            if let Some(tile) = found {
                focus_quietly(&tile);
            }
        })
    };
    // Each place of the rack: a tile (with its index among the tiles) or an empty place.
    let n_places = props
        .tiles
        .iter()
        .map(|h| h.place + 1)
        .fold(props.held, usize::max);
    let grown = n_places.saturating_sub(props.dealt).min(8);
    let class = classes!(
        "hand",
        props.your_turn.then_some("your-turn"),
        (props.dealt > 0 && grown > 0).then(|| format!("grown-{grown}"))
    );
    let mut places: Vec<Option<(usize, &HandTile)>> = vec![None; n_places];
    for (i, h) in props.tiles.iter().enumerate() {
        places[h.place] = Some((i, h));
    }
    html! {
        <div {class} role="group" aria-label="Your hand" ref={group} {onkeydown}>
            if props.tiles.is_empty() {
                <p class="empty-hand">{ "No tiles left" }</p>
            }
            { for places.into_iter().map(|place| {
                let Some((i, h)) = place else {
                    // The place of a tile put down this hand: the tiles left keep theirs.
                    return html! { <span class="hand-spare"></span> };
                };
                let tile = h.tile;
                let playable = h.playable;
                let on_tile = props.on_tile.clone();
                let onclick = Callback::from(move |_: MouseEvent| {
                    if playable {
                        on_tile.emit(tile);
                    }
                });
                let onfocus = {
                    let last = last.clone();
                    Callback::from(move |_: FocusEvent| {
                        if *last != Some((tile, i)) {
                            last.set(Some((tile, i)));
                        }
                    })
                };
                let class = classes!(
                    "tile",
                    h.playable.then_some("playable"),
                    h.picked.then_some("picked"),
                    h.hinted.then_some("hinted"),
                    h.drawn.is_some().then_some("drawn"),
                    h.wild.then_some("wild"),
                    // The right half's reasons (CSS) grow leftwards, staying on screen.
                    (2 * h.place >= n_places).then_some("tip-end"),
                );
                // Tiles drawn together come into the rack one after another (the
                // style sheet's delays; the page's policy allows no inline style).
                let drawn = h.drawn.map(|k| k.min(8).to_string());
                html! {
                    <button type="button" key={tile.index()} {class} data-drawn={drawn} aria-label={h.label()}
                        data-tile={tile.to_string()} data-i={i.to_string()}
                        tabindex={if i == stop { "0" } else { "-1" }}
                        aria-pressed={h.picked.then_some("true")}
                        aria-disabled={(!playable).then_some("true")}
                        aria-description={h.description()}
                        title={h.reason.clone()}
                        {onclick} {onfocus}>
                        <svg viewBox="0 0 40 80" aria-hidden="true" focusable="false">
                            <TileFace {tile} {rect} faces={props.faces} />
                        </svg>
                        if let Some(tag) = h.tag() {
                            <span class="foot-tag">{ tag }</span>
                        }
                    </button>
                }
            }) }
        </div>
    }
}
