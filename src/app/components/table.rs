//! The line of play drawn in SVG: every tile where [`crate::view::geometry`] puts it,
//! markers on the open ends, the spinner (a gold star pin), hard ends, the key tile and the Matador target.
//! The latest tile slides into place (not under prefers-reduced-motion), and when the
//! layout shifts (a new row above, the line re-centred on a spinner) the tiles glide.

use crate::rules::{End, LayoutKind, Move};
use crate::view::board::{caption_pills, captions};
use crate::view::geometry::{end_marker, key_tile, layout, table_label, PlacedTile, END_FONT};
use crate::view::num::svg;
use crate::view::pips::{spinner_star, tile_pips, Rect};
use yew::prelude::*;

/// Properties of [`Table`].
#[derive(Properties, PartialEq)]
pub struct TableProps {
    /// The hand's moves so far (only poses and plays put tiles down).
    pub moves: Vec<Move>,
    /// The layout's shape: a line, a spinner's cross or French arms.
    pub kind: LayoutKind,
    /// Whether doubles lie across the line (every family but Matador).
    pub doubles_crosswise: bool,
    /// The set's highest double (6, 9, 12 or 15).
    pub set_top: u8,
    /// The width to lay the table out for, in SVG units (CSS pixels).
    pub width: f32,
    /// The ends that are hard ends (Jamaican), highlighted.
    pub hard_ends: Vec<End>,
    /// The sum touching numbers must make (Matador), shown above the line.
    pub matador_target: Option<u8>,
    /// The index in `moves` of the latest tile, which slides into place.
    pub last_move: Option<usize>,
    /// The most height the drawing may take on the page, in CSS pixels (0: no limit):
    /// a taller table is scaled down to fit.
    pub max_height: f32,
}

/// The table's line of play: an SVG image whose accessible name says what the open ends
/// show ("Table: left end 6, right end 2").
#[function_component(Table)]
pub fn table(props: &TableProps) -> Html {
    let table = use_memo(
        (
            props.moves.clone(),
            props.kind,
            props.doubles_crosswise,
            props.width.to_bits(),
        ),
        |(moves, kind, crosswise, width)| layout(moves, *kind, *crosswise, f32::from_bits(*width)),
    );
    let s = table.unit;
    let key = key_tile(&table, &props.hard_ends);
    let captions = captions(props.matador_target, key);
    let band = if captions.is_empty() { 0.0 } else { 1.5 * s };
    let height = table.height + band;
    let label = table_label(&table, props.kind, &props.hard_ends, props.matador_target);
    let font = s * END_FONT;
    // The drawing's height on the page: its own at the width it was laid out for,
    // scaled down (with its width) when that is more than the room it has.
    let natural = height * props.width.max(1.0) / table.width;
    let shown_height = if props.max_height > 0.0 {
        natural.min(props.max_height)
    } else {
        natural
    };
    html! {
        <svg class="table-svg" viewBox={format!("0 0 {} {}", svg(table.width), svg(height))} role="img"
            height={svg(shown_height)} aria-label={label} data-set={props.set_top.to_string()}>
            if !captions.is_empty() {
                { caption_band(&captions, s) }
            }
            <g transform={format!("translate(0 {})", svg(band))}>
                if table.is_empty() {
                    <text class="table-hint" x={svg(table.width / 2.0)}
                        y={svg(table.height / 2.0)} font-size={svg(s * 0.7)}>
                        { "The first tile goes here" }
                    </text>
                }
                <g class="table-ends">
                    { for table.ends.iter().map(|e| {
                        let hard = props.hard_ends.contains(&e.end);
                        let Rect { x, y, w, h } = end_marker(e, s);
                        html! {
                            <g class="end-marker" data-end={e.end.name(props.kind)}>
                                // What the gold means, on hover.
                                if hard {
                                    <title>{ format!("Hard end: one last tile with a {} can go here", e.number) }</title>
                                }
                                <rect class={classes!("end-spot", hard.then_some("hard"))}
                                    x={svg(x)} y={svg(y)} width={svg(w)} height={svg(h)}
                                    rx={svg(s * 0.18)} />
                                <text class={classes!("end-number", hard.then_some("hard"))}
                                    x={svg(x + w / 2.0)} y={svg(y + h / 2.0)}
                                    font-size={svg(font)}>{ e.number }</text>
                            </g>
                        }
                    }) }
                </g>
                <g class="table-tiles">
                    { for table.tiles.iter().map(|t| placed_tile(t, props.last_move)) }
                </g>
            </g>
        </svg>
    }
}

/// The captions above the line (the Matador target, the key tile), as pills sized from
/// their text (see [`caption_pills`]).
fn caption_band(captions: &[(&'static str, String)], s: f32) -> Html {
    let pills = caption_pills(captions, s).into_iter().map(|p| {
        let Rect { x, y, w, h } = p.rect;
        html! {
            <g class="table-caption">
                <rect x={svg(x)} y={svg(y)} width={svg(w)}
                    height={svg(h)} rx={svg(h / 2.0)} />
                <text x={svg(p.text_at.0)} y={svg(p.text_at.1)} font-size={svg(p.font)}>
                    { format!("{} ", p.name) }
                    <tspan class="caption-value">{ p.value }</tspan>
                </text>
            </g>
        }
    });
    html! { <g aria-hidden="true">{ for pills }</g> }
}

/// One tile, positioned by its SVG transform (which the style sheet's transition makes
/// glide when the layout shifts; no style attribute, which the page's security policy
/// forbids); the latest tile also slides in along the line's heading.
fn placed_tile(t: &PlacedTile, last_move: Option<usize>) -> Html {
    let Rect { x, y, w, h } = t.rect;
    let latest = last_move == Some(t.index);
    // Where the latest tile slides in from: a step along the line's heading (the
    // distance is set in the style sheet, as a share of the tile's own size).
    let slide = match t.heading.step() {
        (dx, _) if dx > 0.0 => "slide-e",
        (dx, _) if dx < 0.0 => "slide-w",
        (_, dy) if dy > 0.0 => "slide-s",
        (_, dy) if dy < 0.0 => "slide-n",
        _ => "",
    };
    let class = classes!(
        "table-tile",
        latest.then_some("latest"),
        t.spinner.then_some("spinner")
    );
    html! {
        <g key={t.index.to_string()} {class} transform={format!("translate({} {})", svg(x), svg(y))}>
            <g class={classes!("tile-slide", slide)}>
                { tile_face(t.first, t.second, w, h, t.spinner) }
            </g>
        </g>
    }
}

/// A face-up tile in a `w` by `h` box at the origin: `first` on the top or left half.
/// The spinner has a gold star for its pin (a real set's spinner pin), under the pips
/// and clear of them.
fn tile_face(first: u8, second: u8, w: f32, h: f32, spinner: bool) -> Html {
    let short = w.min(h);
    let upright = h >= w;
    let (cx, cy) = (w / 2.0, h / 2.0);
    let inset = short * 0.16;
    let (x1, y1, x2, y2) = if upright {
        (inset, cy, w - inset, cy)
    } else {
        (cx, inset, cx, h - inset)
    };
    let rx = short * 0.14;
    let pips = tile_pips(
        first,
        second,
        Rect {
            x: 0.0,
            y: 0.0,
            w,
            h,
        },
    );
    html! {
        <>
            <rect class="tile-shadow" x="0.6" y="1.2" width={svg(w)} height={svg(h)}
                rx={svg(rx)} />
            <rect class="tile-body" x="0" y="0" width={svg(w)} height={svg(h)}
                rx={svg(rx)} />
            <line class="tile-divider" x1={svg(x1)} y1={svg(y1)}
                x2={svg(x2)} y2={svg(y2)} />
            if spinner {
                <polygon class="spinner-star" points={star(first, second, w, h)} />
            }
            { for pips.iter().map(|d| html! {
                <circle class="pip" cx={svg(d.cx)} cy={svg(d.cy)} r={svg(d.r)} />
            }) }
            if !spinner {
                <circle class="tile-pin" cx={svg(cx)} cy={svg(cy)}
                    r={svg(short * 0.045)} />
            }
        </>
    }
}

/// The points of the spinner's star on a `w` by `h` tile at the origin, as SVG writes
/// them (see [`spinner_star`]).
fn star(first: u8, second: u8, w: f32, h: f32) -> String {
    let rect = Rect {
        x: 0.0,
        y: 0.0,
        w,
        h,
    };
    spinner_star(first, second, rect)
        .iter()
        .map(|&(x, y)| format!("{},{}", svg(x), svg(y)))
        .collect::<Vec<_>>()
        .join(" ")
}
