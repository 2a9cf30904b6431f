//! The SVG table: felt, the other players' tile backs with their names and counts, and
//! the play area where the line grows.

use super::tile::{TileBack, TileFace};
use crate::rules::Tile;
use crate::view::board::{
    backs, label_at, place_of, play_area, pose_rect, Place, BOARD_H, BOARD_W, LABEL_LINE,
};
use crate::view::state::SeatView;
use yew::prelude::*;

/// Properties of [`Board`].
#[derive(Properties, PartialEq)]
pub struct BoardProps {
    /// The other seats as South sees them.
    pub others: Vec<SeatView>,
    /// The posed tile, once there is one.
    pub pose: Option<Tile>,
    /// How many play (to place the seats).
    pub players: u8,
}

/// The table drawn in SVG, scaled to the window by its `viewBox`.
#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let area = play_area();
    html! {
        <svg class="board" viewBox={format!("0 0 {BOARD_W} {BOARD_H}")} role="group"
            aria-label="Table">
            <rect class="play-area" x={area.x.to_string()} y={area.y.to_string()}
                width={area.w.to_string()} height={area.h.to_string()} rx="14" />
            { for props.others.iter().filter_map(|seat| {
                let place = place_of(seat.seat, props.players)?;
                let (lx, ly) = label_at(place);
                let class = classes!("seat", seat.to_move.then_some("to-move"));
                let plural = if seat.tiles == 1 { "" } else { "s" };
                let count = format!("{} tile{plural}", seat.tiles);
                let partner = if seat.partner { " · partner" } else { "" };
                let x = lx.to_string();
                // Across the table the label fits on one line; at the sides the count goes
                // on a second line under the name.
                let label = if place == Place::Top {
                    html! {
                        <text class="seat-name" {x} y={ly.to_string()}>
                            { seat.name }
                            <tspan class="seat-count">{ format!("{partner} · {count}") }</tspan>
                        </text>
                    }
                } else {
                    html! {
                        <text class="seat-name" x={x.clone()} y={ly.to_string()}>
                            { seat.name }
                            <tspan class="seat-count" {x} dy={LABEL_LINE.to_string()}>{ count }</tspan>
                        </text>
                    }
                };
                Some(html! {
                    <g {class} role="img" aria-label={seat.label()} data-seat={seat.name}>
                        { label }
                        { for backs(place, seat.tiles).into_iter().map(|rect| html! {
                            <TileBack {rect} />
                        }) }
                    </g>
                })
            }) }
            if let Some(tile) = props.pose {
                <g role="img" aria-label={format!("On the table: {tile}")}>
                    <TileFace {tile} rect={pose_rect(tile)} />
                </g>
            } else {
                <text class="play-hint" x={(area.x + area.w / 2.0).to_string()}
                    y={(area.y + area.h / 2.0 + 4.0).to_string()}>{ "The line starts here" }</text>
            }
        </svg>
    }
}
