//! The line of play drawn in SVG: every tile where [`crate::view::geometry`] puts it,
//! markers on the open ends, the spinner (a gold star pin), hard ends, the key tile, the
//! Matador target and the All Fives ends' total, and a small legend of those marks.
//!
//! The table is laid out for the box it is given ([`fit`]): the biggest tiles with which
//! the line fits, drawn 1:1. The latest tile slides in from the side of the table of the
//! seat that played it (not under prefers-reduced-motion). On your turn a picked tile's
//! ends glow on the table and are tapped to play there; or a tile is dragged from your
//! hand (pointer events, listened to on the document: the hand's buttons need nothing
//! but a `data-tile` attribute, or their "3-5" name) and dropped on a glowing end.

use super::tile::TileFace;
use crate::rules::{End, LayoutKind, Move, Seat, Tile};
use crate::view::board::{caption_pills, captions, place_of, Place};
use crate::view::geometry::{
    band_height, end_marker, fit, key_tile, layout, table_label, OpenEnd, PlacedTile, END_FONT,
};
use crate::view::num::svg;
use crate::view::pips::{spinner_star, tile_pips, Rect};
use gloo::events::{EventListener, EventListenerOptions, EventListenerPhase};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
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
    /// The width of the box the table has, in CSS pixels.
    pub width: f32,
    /// The ends that are hard ends (Jamaican), highlighted.
    pub hard_ends: Vec<End>,
    /// The sum touching numbers must make (Matador), shown above the line.
    pub matador_target: Option<u8>,
    /// The index in `moves` of the latest tile, which slides into place.
    pub last_move: Option<usize>,
    /// The height of the box the table has, in CSS pixels (0: not known yet, the width
    /// alone sets the tiles' size): the table takes all of it, its tiles as big as fit.
    pub max_height: f32,
    /// Who played the latest tile: it slides in from that seat's side.
    #[prop_or_default]
    pub last_seat: Option<Seat>,
    /// How many play (to place the seats).
    #[prop_or_default]
    pub players: u8,
    /// On your turn, your tiles that can be played and the ends each fits (none for a
    /// pose): where a dragged tile may be dropped.
    #[prop_or_default]
    pub fits: Vec<(Tile, Vec<End>)>,
    /// The tile picked and waiting for an end: its ends glow.
    #[prop_or_default]
    pub picked: Option<Tile>,
    /// The open ends' total (All Fives).
    #[prop_or_default]
    pub ends_total: Option<u32>,
    /// A glowing end tapped while a tile is picked (as the end's button does).
    #[prop_or_default]
    pub on_end: Callback<End>,
    /// A tile dropped on an end it fits.
    #[prop_or_default]
    pub on_place: Callback<(Tile, End)>,
    /// A tile to pose dropped on the table.
    #[prop_or_default]
    pub on_pose: Callback<Tile>,
}

/// A drag in progress, as drawn: the tile, the pointer (client coordinates) and the end
/// under it.
#[derive(Clone, Copy, PartialEq)]
struct Drag {
    tile: Tile,
    x: f32,
    y: f32,
    over: Option<End>,
}

/// What the document's pointer listeners need from the latest drawing.
#[derive(Default)]
struct Live {
    /// Your playable tiles and their ends.
    fits: Vec<(Tile, Vec<End>)>,
    picked: Option<Tile>,
    /// Each glowing-capable end's tap box, in the drawing's units.
    spots: Vec<(End, Rect)>,
    /// The drawing's size in its own units.
    view: (f32, f32),
    on_place: Callback<(Tile, End)>,
    on_end: Callback<End>,
    on_pose: Callback<Tile>,
    /// A pointer pressed on a tile of your hand: where, which tile, whether it has moved
    /// far enough to be a drag.
    press: Option<(f32, f32, Tile, bool)>,
    /// A drag just ended: the click that may follow is swallowed.
    swallow_click: bool,
}

/// How far (CSS px) a pressed pointer moves before it is a drag, not a click.
const DRAG_START: f32 = 6.0;
/// The smallest tap target around an end, in CSS px.
const TAP: f32 = 44.0;

/// The table's line of play: an SVG image whose accessible name says what the open ends
/// show ("Table: left end 6, right end 2").
#[function_component(Table)]
pub fn table(props: &TableProps) -> Html {
    let band_wanted = props.matador_target.is_some()
        || props.ends_total.is_some()
        || !props.hard_ends.is_empty()
        || props.kind == LayoutKind::Spinner;
    let table = use_memo(
        (
            props.moves.clone(),
            props.kind,
            props.doubles_crosswise,
            props.width.to_bits(),
            props.max_height.to_bits(),
            band_wanted,
        ),
        |(moves, kind, crosswise, width, height, band)| {
            let (width, height) = (f32::from_bits(*width), f32::from_bits(*height));
            if height > 0.0 {
                fit(moves, *kind, *crosswise, width, height, *band)
            } else {
                layout(moves, *kind, *crosswise, width)
            }
        },
    );
    let s = table.unit;
    let key = key_tile(&table, &props.hard_ends);
    let captions = captions(props.matador_target, key, props.ends_total);
    let legend = legend_items(
        &props.hard_ends,
        key.is_some(),
        table.spinner.is_some(),
        props.matador_target,
        props.ends_total.is_some(),
    );
    let band = if band_wanted || !legend.is_empty() {
        band_height(s)
    } else {
        0.0
    };
    let natural = table.height + band;
    // The drawing fills the box's height when it fits there (the line centred in it),
    // else it is as tall as it needs and the page scales it down to the box.
    let (view_h, shown_h) = if props.max_height > 0.0 {
        (natural.max(props.max_height), props.max_height)
    } else {
        (natural, natural * props.width.max(1.0) / table.width)
    };
    let top = band + (view_h - natural) / 2.0;
    let label = table_label(&table, props.kind, &props.hard_ends, props.matador_target);
    let font = s * END_FONT;

    // Which ends glow: those of the picked tile, or of the tile being dragged.
    let drag = use_state(|| None::<Drag>);
    let glowing: Vec<End> = {
        let tile = (*drag).map(|d| d.tile).or(props.picked);
        props
            .fits
            .iter()
            .find(|(t, _)| Some(*t) == tile)
            .map(|(_, ends)| ends.clone())
            .unwrap_or_default()
    };
    let targets: Vec<(End, Rect)> = table
        .ends
        .iter()
        .map(|e| {
            let m = end_marker(e, s);
            let w = m.w.max(TAP);
            let h = m.h.max(TAP);
            let r = Rect {
                x: m.x + m.w / 2.0 - w / 2.0,
                y: m.y + m.h / 2.0 - h / 2.0 + top,
                w,
                h,
            };
            (e.end, r)
        })
        .collect();

    // The document's pointer listeners read the latest drawing through this.
    let live = use_mut_ref(Live::default);
    {
        let mut l = live.borrow_mut();
        l.fits = props.fits.clone();
        l.picked = props.picked;
        l.spots = targets.clone();
        l.view = (table.width, view_h);
        l.on_place = props.on_place.clone();
        l.on_end = props.on_end.clone();
        l.on_pose = props.on_pose.clone();
    }
    let svg_ref = use_node_ref();
    {
        let live = live.clone();
        let drag = drag.clone();
        let svg_ref = svg_ref.clone();
        use_effect_with((), move |_| {
            let listeners = drag_listeners(live, drag, svg_ref);
            move || drop(listeners)
        });
    }

    let from = match props.last_seat.map(|s| place_of(s, props.players)) {
        Some(Some(Place::Top)) => "from-top",
        Some(Some(Place::Left)) => "from-left",
        Some(Some(Place::Right)) => "from-right",
        Some(None) => "from-bottom",
        None => "",
    };
    let matador = props.matador_target.filter(|_| !props.doubles_crosswise);
    let over = (*drag).and_then(|d| d.over);

    html! {
        <div class="board">
            <svg class="table-svg" ref={svg_ref}
                viewBox={format!("0 0 {} {}", svg(table.width), svg(view_h))} role="img"
                height={svg(shown_h)} aria-label={label} data-set={props.set_top.to_string()}
                data-unit={svg(s)}>
                if band > 0.0 {
                    { caption_band(&captions, s) }
                }
                <g transform={format!("translate(0 {})", svg(top))}>
                    if table.is_empty() {
                        <text class="table-hint" x={svg(table.width / 2.0)}
                            y={svg(table.height / 2.0)} font-size={svg(s * 0.7)}>
                            { "The first tile goes here" }
                        </text>
                    }
                    <g class="table-ends">
                        { for table.ends.iter().map(|e| end_mark(e, s, font, props, matador)) }
                    </g>
                    <g class="table-tiles">
                        { for table.tiles.iter().map(|t| placed_tile(t, props.last_move, from)) }
                    </g>
                </g>
                // The glowing ends, over everything: tap targets while a tile is picked
                // or dragged (the end buttons below the table do the same by keyboard).
                <g class="end-targets" aria-hidden="true">
                    { for targets.iter().filter(|(e, _)| glowing.contains(e)).map(|&(end, r)| {
                        let on_end = props.on_end.clone();
                        let onclick = Callback::from(move |_: MouseEvent| on_end.emit(end));
                        let class = classes!("end-target", (over == Some(end)).then_some("over"));
                        let m = table.end(end).map(|e| end_marker(e, s)).unwrap_or(r);
                        html! {
                            <g {class} data-end={end.name(props.kind)} {onclick}>
                                <rect class="end-hit" x={svg(r.x)} y={svg(r.y)}
                                    width={svg(r.w)} height={svg(r.h)} />
                                <rect class="end-glow" x={svg(m.x - 3.0)} y={svg(m.y + top - 3.0)}
                                    width={svg(m.w + 6.0)} height={svg(m.h + 6.0)}
                                    rx={svg(s * 0.25)} />
                            </g>
                        }
                    }) }
                </g>
            </svg>
            if !legend.is_empty() {
                <details class="table-legend">
                    <summary aria-label="What the marks on the table mean">{ "?" }</summary>
                    <ul>
                        { for legend.iter().map(|(mark, text)| html! {
                            <li><span class={classes!("legend-mark", *mark)} aria-hidden="true"></span>{ text.clone() }</li>
                        }) }
                    </ul>
                </details>
            }
            if let Some(d) = *drag {
                <svg class="drag-layer" aria-hidden="true">
                    <g transform={format!("translate({} {})", svg(d.x - 20.0), svg(d.y - 40.0))}>
                        <TileFace tile={d.tile} rect={Rect { x: 0.0, y: 0.0, w: 40.0, h: 80.0 }} />
                    </g>
                </svg>
            }
        </div>
    }
}

/// The marks the legend explains, only those on the table now: a CSS class for the
/// swatch and the words.
fn legend_items(
    hard_ends: &[End],
    key: bool,
    spinner: bool,
    matador_target: Option<u8>,
    ends_total: bool,
) -> Vec<(&'static str, String)> {
    let mut out = vec![(
        "mark-end",
        "Dashed box: an open end, with the number a tile must show there".to_string(),
    )];
    if !hard_ends.is_empty() {
        out.push((
            "mark-hard",
            "Gold end: a hard end, only one tile left that can go there".to_string(),
        ));
    }
    if key {
        out.push((
            "mark-key",
            "Key tile: the one tile that fits both hard ends; going out with it scores double"
                .to_string(),
        ));
    }
    if spinner {
        out.push((
            "mark-spinner",
            "Star: the spinner, the first double; once both its sides are covered, tiles also go on its top and bottom".to_string(),
        ));
    }
    if ends_total {
        out.push((
            "mark-total",
            "Ends: the open ends' total; a multiple of 5 scores it".to_string(),
        ));
    }
    if let Some(t) = matador_target {
        out[0] = (
            "mark-end",
            format!(
                "Dashed box: the number a tile needs at that end to make {t} (M: only a matador)"
            ),
        );
        out.push((
            "mark-target",
            format!("Touching numbers add up to {t}; a matador (a tile adding up to {t}, or 0-0) goes anywhere"),
        ));
    }
    if out.len() == 1 && matador_target.is_none() {
        out.clear();
    }
    out
}

/// An open end's marker: a dashed box with the number showing there, gold on a hard
/// end; in Matador the number a tile needs there ("M" when only a matador fits).
fn end_mark(e: &OpenEnd, s: f32, font: f32, props: &TableProps, matador: Option<u8>) -> Html {
    let hard = props.hard_ends.contains(&e.end);
    let Rect { x, y, w, h } = end_marker(e, s);
    let (text, title) = match matador {
        Some(t) if e.number >= 1 && e.number < t && t - e.number <= props.set_top => (
            (t - e.number).to_string(),
            Some(format!(
                "Needs a {} here ({} + {} = {t})",
                t - e.number,
                e.number,
                t - e.number
            )),
        ),
        Some(_) => (
            "M".to_string(),
            Some("Only a matador goes here".to_string()),
        ),
        None if hard => (
            e.number.to_string(),
            Some(format!(
                "Hard end: one last tile with a {} can go here",
                e.number
            )),
        ),
        None => (e.number.to_string(), None),
    };
    html! {
        <g class={classes!("end-marker", matador.is_some().then_some("needs"))}
            data-end={e.end.name(props.kind)}>
            if let Some(title) = title {
                <title>{ title }</title>
            }
            <rect class={classes!("end-spot", hard.then_some("hard"))}
                x={svg(x)} y={svg(y)} width={svg(w)} height={svg(h)}
                rx={svg(s * 0.18)} />
            <text class={classes!("end-number", hard.then_some("hard"))}
                x={svg(x + w / 2.0)} y={svg(y + h / 2.0)}
                font-size={svg(font)}>{ text }</text>
        </g>
    }
}

/// The document's pointer listeners for dragging a tile from your hand onto the table.
fn drag_listeners(
    live: Rc<RefCell<Live>>,
    drag: UseStateHandle<Option<Drag>>,
    svg_ref: NodeRef,
) -> Vec<EventListener> {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return Vec::new();
    };
    let point = |e: &Event| {
        e.dyn_ref::<MouseEvent>()
            .map(|m| (m.client_x() as f32, m.client_y() as f32))
    };
    // The end under a point (client coordinates), and whether the point is on the table.
    let hit = {
        let live = live.clone();
        move |x: f32, y: f32, tile: Tile| -> (Option<End>, bool) {
            let Some(el) = svg_ref.cast::<web_sys::Element>() else {
                return (None, false);
            };
            let r = el.get_bounding_client_rect();
            let l = live.borrow();
            if r.width() <= 0.0 || r.height() <= 0.0 {
                return (None, false);
            }
            // The drawing keeps its proportions (centred) inside the element.
            let scale = (l.view.0 / r.width() as f32).max(l.view.1 / r.height() as f32);
            let ox = (r.width() as f32 * scale - l.view.0) / 2.0;
            let oy = (r.height() as f32 * scale - l.view.1) / 2.0;
            let u = (x - r.left() as f32) * scale - ox;
            let v = (y - r.top() as f32) * scale - oy;
            let on_table = u >= 0.0 && v >= 0.0 && u <= l.view.0 && v <= l.view.1;
            let ends = l
                .fits
                .iter()
                .find(|(t, _)| *t == tile)
                .map(|(_, e)| e.clone())
                .unwrap_or_default();
            // The nearest glowing end whose tap box (grown by a quarter) holds the point.
            let mut best: Option<(f32, End)> = None;
            for (end, b) in l.spots.iter().filter(|(e, _)| ends.contains(e)) {
                let (cx, cy) = (b.x + b.w / 2.0, b.y + b.h / 2.0);
                let (dx, dy) = ((u - cx).abs(), (v - cy).abs());
                if dx <= b.w * 0.75 && dy <= b.h * 0.75 {
                    let d = dx * dx + dy * dy;
                    if best.is_none_or(|(bd, _)| d < bd) {
                        best = Some((d, *end));
                    }
                }
            }
            (best.map(|b| b.1), on_table)
        }
    };
    let mut out = Vec::new();
    {
        let live = live.clone();
        out.push(EventListener::new(&document, "pointerdown", move |e| {
            let mut l = live.borrow_mut();
            l.swallow_click = false;
            l.press = None;
            let Some((x, y)) = point(e) else { return };
            let target = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok());
            let button = target.and_then(|t| t.closest(".hand button").ok().flatten());
            let Some(button) = button else { return };
            let name = button
                .get_attribute("data-tile")
                .or_else(|| button.get_attribute("aria-label"))
                .unwrap_or_default();
            let tile = l
                .fits
                .iter()
                .map(|(t, _)| *t)
                .find(|t| name.split_whitespace().next() == Some(t.to_string().as_str()));
            if let Some(tile) = tile {
                l.press = Some((x, y, tile, false));
            }
        }));
    }
    {
        let live = live.clone();
        let drag = drag.clone();
        let hit = hit.clone();
        out.push(EventListener::new(&document, "pointermove", move |e| {
            let Some((x, y)) = point(e) else { return };
            let press = live.borrow().press;
            let Some((x0, y0, tile, moving)) = press else {
                return;
            };
            if !moving && (x - x0).abs().max((y - y0).abs()) < DRAG_START {
                return;
            }
            live.borrow_mut().press = Some((x0, y0, tile, true));
            let (over, _) = hit(x, y, tile);
            drag.set(Some(Drag { tile, x, y, over }));
        }));
    }
    for kind in ["pointerup", "pointercancel"] {
        let live = live.clone();
        let drag = drag.clone();
        let hit = hit.clone();
        out.push(EventListener::new(&document, kind, move |e| {
            let press = live.borrow_mut().press.take();
            let Some((_, _, tile, true)) = press else {
                return;
            };
            drag.set(None);
            let mut l = live.borrow_mut();
            l.swallow_click = true;
            if e.type_() != "pointerup" {
                return;
            }
            drop(l);
            let Some((x, y)) = point(e) else { return };
            let (over, on_table) = hit(x, y, tile);
            // The callbacks are taken out first: emitting draws the table again, which
            // borrows `live`.
            let (ends, picked, on_end, on_place, on_pose) = {
                let l = live.borrow();
                let ends = l
                    .fits
                    .iter()
                    .find(|(t, _)| *t == tile)
                    .map(|(_, e)| e.len());
                let cbs = (l.on_end.clone(), l.on_place.clone(), l.on_pose.clone());
                (ends, l.picked, cbs.0, cbs.1, cbs.2)
            };
            match (over, ends) {
                (Some(end), _) if picked == Some(tile) => on_end.emit(end),
                (Some(end), _) => on_place.emit((tile, end)),
                (None, Some(0)) if on_table => on_pose.emit(tile),
                _ => {}
            }
        }));
    }
    // The click a drag ends with (on the tile it started from) is not a pick.
    let options = EventListenerOptions {
        phase: EventListenerPhase::Capture,
        passive: false,
    };
    out.push(EventListener::new_with_options(
        &document,
        "click",
        options,
        move |e| {
            let mut l = live.borrow_mut();
            if l.swallow_click {
                l.swallow_click = false;
                e.stop_propagation();
                e.prevent_default();
            }
        },
    ));
    out
}

/// The captions above the line (the Matador target, the key tile, the ends' total), as
/// pills sized from their text (see [`caption_pills`]).
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
/// forbids); the latest tile also slides in from the side of the seat that played it
/// (`from`: a class the style sheet turns into a start a whole table away).
fn placed_tile(t: &PlacedTile, last_move: Option<usize>, from: &'static str) -> Html {
    let Rect { x, y, w, h } = t.rect;
    let latest = last_move == Some(t.index);
    let class = classes!(
        "table-tile",
        latest.then_some("latest"),
        t.spinner.then_some("spinner")
    );
    html! {
        <g key={t.index.to_string()} {class} transform={format!("translate({} {})", svg(x), svg(y))}>
            <g class={classes!("tile-slide", latest.then_some(from))}>
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
