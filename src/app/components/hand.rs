//! Your hand: one button per tile, in a group named "Your hand".

use super::tile::TileFace;
use crate::rules::Tile;
use crate::view::panels::HandTile;
use crate::view::pips::Rect;
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
}

/// The tile rack along the bottom of the table. Each tile is a button named by its
/// numbers, low first ("3-5"), and disabled when it cannot be played now; a picked tile
/// is shown pressed.
#[function_component(Hand)]
pub fn hand(props: &HandProps) -> Html {
    let rect = Rect {
        x: 1.0,
        y: 1.0,
        w: 38.0,
        h: 78.0,
    };
    let class = classes!("hand", props.your_turn.then_some("your-turn"));
    html! {
        <div {class} role="group" aria-label="Your hand">
            if props.tiles.is_empty() {
                <p class="empty-hand">{ "No tiles left" }</p>
            }
            { for props.tiles.iter().map(|h| {
                let tile = h.tile;
                let onclick = props.on_tile.reform(move |_: MouseEvent| tile);
                let class = classes!(
                    "tile",
                    h.playable.then_some("playable"),
                    h.picked.then_some("picked"),
                );
                html! {
                    <button type="button" {class} aria-label={h.label()} data-tile={tile.to_string()}
                        aria-pressed={h.picked.then_some("true")}
                        disabled={!h.playable} {onclick}>
                        <svg viewBox="0 0 40 80" aria-hidden="true" focusable="false">
                            <TileFace {tile} {rect} />
                        </svg>
                    </button>
                }
            }) }
        </div>
    }
}
