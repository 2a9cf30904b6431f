//! South's hand: one button per tile, in a group named "Your hand".

use super::tile::TileFace;
use crate::rules::Tile;
use crate::view::pips::Rect;
use crate::view::state::HandTile;
use yew::prelude::*;

/// Properties of [`Hand`].
#[derive(Properties, PartialEq)]
pub struct HandProps {
    /// The tiles, in display order, each marked playable or not.
    pub tiles: Vec<HandTile>,
    /// Whether South has a tile to play now (the other tiles are then shown dimmed).
    pub your_turn: bool,
    /// Called with the tile a person plays.
    pub on_play: Callback<Tile>,
}

/// The tile rack along the bottom of the table. Each tile is a button named by its
/// numbers, low first ("3-5"), and disabled when it cannot be played now.
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
            { for props.tiles.iter().map(|h| {
                let tile = h.tile;
                let onclick = props.on_play.reform(move |_: MouseEvent| tile);
                html! {
                    <button type="button" class={classes!("tile", h.playable.then_some("playable"))}
                        aria-label={h.label()} disabled={!h.playable} {onclick}>
                        <svg viewBox="0 0 40 80" aria-hidden="true" focusable="false">
                            <TileFace {tile} {rect} />
                        </svg>
                    </button>
                }
            }) }
        </div>
    }
}
