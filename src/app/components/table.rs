//! The line of play drawn in SVG: every tile where [`crate::view::geometry`] puts it,
//! markers on the open ends, the spinner (a gold star pin), hard ends, the key tile and the Matador target.
//! The latest tile slides into place (not under prefers-reduced-motion), and when the
//! layout shifts (a new row above, the line re-centred on a spinner) the tiles glide.

use crate::rules::{End, LayoutKind, Move};
use crate::view::geometry::{key_tile, layout, table_label, PlacedTile};
use crate::view::num::svg;
use crate::view::pips::{tile_pips, Rect};
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
    let mut captions: Vec<(&str, String)> = Vec::new();
    if let Some(target) = props.matador_target {
        captions.push(("Touching numbers add up to", target.to_string()));
    }
    if let Some(key) = key {
        captions.push(("Key tile", key.to_string()));
    }
    let band = if captions.is_empty() { 0.0 } else { 1.5 * s };
    let height = table.height + band;
    let label = table_label(&table, props.kind, &props.hard_ends, props.matador_target);
    let font = s * 0.62;
    html! {
        <svg class="table-svg" viewBox={format!("0 0 {} {}", svg(table.width), svg(height))} role="img"
            aria-label={label} data-set={props.set_top.to_string()}>
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
                        let Rect { x, y, w, h } = e.spot;
                        html! {
                            <g class="end-marker" data-end={e.end.name(props.kind)}>
                                <rect class={classes!("end-spot", hard.then_some("hard"))}
                                    x={svg(x + 1.0)} y={svg(y + 1.0)}
                                    width={svg(w - 2.0)} height={svg(h - 2.0)}
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

/// The captions above the line (the Matador target, the key tile), as pills.
fn caption_band(captions: &[(&str, String)], s: f32) -> Html {
    let font = s * 0.55;
    let h = s * 1.05;
    let mut x = s * 0.4;
    let y = s * 0.2;
    let pills = captions.iter().map(|(name, value)| {
        // A rough width: system fonts average about 0.56 em per character.
        let text_w = (name.len() + value.len() + 1) as f32 * font * 0.56;
        let w = text_w + s * 0.9;
        let pill = html! {
            <g class="table-caption">
                <rect x={svg(x)} y={svg(y)} width={svg(w)}
                    height={svg(h)} rx={svg(h / 2.0)} />
                <text x={svg(x + s * 0.45)} y={svg(y + h / 2.0)}
                    font-size={svg(font)}>
                    { format!("{name} ") }
                    <tspan class="caption-value">{ value.clone() }</tspan>
                </text>
            </g>
        };
        x += w + s * 0.4;
        pill
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
                { tile_face(t.first, t.second, w, h) }
                if t.spinner {
                    { spinner_mark(w, h) }
                }
            </g>
        </g>
    }
}

/// A face-up tile in a `w` by `h` box at the origin: `first` on the top or left half.
fn tile_face(first: u8, second: u8, w: f32, h: f32) -> Html {
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
            { for pips.iter().map(|d| html! {
                <circle class="pip" cx={svg(d.cx)} cy={svg(d.cy)} r={svg(d.r)} />
            }) }
            <circle class="tile-pin" cx={svg(cx)} cy={svg(cy)}
                r={svg(short * 0.045)} />
        </>
    }
}

/// The spinner's mark: a big gold star for the pin in the middle of the tile (a real
/// set's spinner pin), drawn over the small brass one.
fn spinner_mark(w: f32, h: f32) -> Html {
    let r = w.min(h) * 0.21;
    html! {
        <polygon class="spinner-star" points={star(w / 2.0, h / 2.0, r)} />
    }
}

/// The points of a four-pointed star centred on (`x`, `y`) with outer radius `r`.
fn star(x: f32, y: f32, r: f32) -> String {
    use std::f32::consts::FRAC_1_SQRT_2 as D;
    // The sine and cosine of the points' angles, an eighth of a turn apart from the first
    // at 45°: exact values, so that no trigonometry is built into the page.
    const TURN: [(f32, f32); 8] = [
        (D, D),
        (1.0, 0.0),
        (D, -D),
        (0.0, -1.0),
        (-D, -D),
        (-1.0, 0.0),
        (-D, D),
        (0.0, 1.0),
    ];
    let inner = r * 0.4;
    TURN.iter()
        .enumerate()
        .map(|(i, &(sin, cos))| {
            let d = if i % 2 == 0 { r } else { inner };
            format!("{},{}", svg(x + d * sin), svg(y - d * cos))
        })
        .collect::<Vec<_>>()
        .join(" ")
}
