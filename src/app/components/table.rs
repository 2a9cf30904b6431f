//! The line of play drawn in SVG: every tile where [`crate::view::geometry`] puts it,
//! markers on the open ends, the spinner (a gold star pin), hard ends, the key tile, the
//! Matador target and the All Fives ends' total, and a small legend of those marks.
//!
//! The table is laid out for the box it is given ([`Steady`]): big tiles drawn 1:1 that
//! keep their places through the hand; when the line no longer fits, the table is laid
//! out again a step smaller and the tiles glide to their new places. The latest tile
//! slides in from the side of the table of the seat that played it (not under
//! prefers-reduced-motion). On your turn a picked tile's
//! ends glow on the table and are tapped to play there; or a tile is dragged from your
//! hand (pointer events, listened to on the document: the hand's buttons need nothing
//! but a `data-tile` attribute, or their "3-5" name) and dropped on a glowing end.

use super::tile::{halves, TileFace};
use crate::rules::{End, Join, LayoutKind, Tile};
use crate::view::board::{caption_pills, captions, place_of, Place};
use crate::view::geometry::{
    band_height, end_marker, end_targets, key_place, key_tile, letter_spot, table_label, OpenEnd,
    PlacedTile, Steady, END_FONT,
};
use crate::view::num::svg;
use crate::view::pips::{spinner_star, Faces, Rect};
use crate::view::screen::TableView;
use crate::view::table::TableAction;
use gloo::events::{EventListener, EventListenerOptions, EventListenerPhase};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Properties of [`Table`].
#[derive(Properties, PartialEq)]
pub struct TableProps {
    /// What the table shows: the hand's moves, the layout's shape, hard ends, the
    /// Matador target, the latest tile and who played it, your playable tiles and their
    /// ends, the picked tile, the All Fives total.
    pub view: TableView,
    /// The width of the box the table has, in CSS pixels.
    pub width: f32,
    /// The height of the box the table has, in CSS pixels (0: not known yet, the width
    /// alone sets the tiles' size): the table takes all of it, its tiles as big as fit.
    pub max_height: f32,
    /// What tapping a glowing end (the picked tile's end) or dropping a tile does:
    /// [`TableAction::End`], [`TableAction::Place`] or, for a pose,
    /// [`TableAction::Tile`].
    pub on_action: Callback<TableAction>,
    /// How halves of 7 and more are drawn ("Pips for 7 and more").
    #[prop_or_default]
    pub faces: Faces,
    /// What the legend's "The rules of the game" does: open them (none in a replay,
    /// which has no rules panel: no button then).
    #[prop_or_default]
    pub on_rules: Option<Callback<()>>,
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
    on_action: Callback<TableAction>,
    /// A pointer pressed on a tile of your hand: where, which tile, whether it has moved
    /// far enough to be a drag.
    press: Option<(f32, f32, Tile, bool)>,
    /// A drag just ended (at this time, ms): a click in the next moment is its end,
    /// not a pick, and is swallowed.
    dropped_at: f64,
}

/// How far (CSS px) a pressed pointer moves before it is a drag, not a click.
const DRAG_START: f32 = 6.0;
/// How long after the felt is first measured the table lays its tiles out without
/// gliding, in ms.
const SETTLE_MS: f64 = 600.0;

/// The smallest tap target around an end, in CSS px.
const TAP: f32 = 44.0;

/// The table's line of play: an SVG image whose accessible name says what the open ends
/// show ("Table: 6 end, 2 end").
#[function_component(Table)]
pub fn table(p: &TableProps) -> Html {
    let props = &p.view;
    // The caption band is kept all hand long wherever a caption or the legend may come
    // (hard ends, the key tile, the spinner, the ends' total, the Matador target: all
    // but the French cross), so that its coming does not re-lay the table.
    let band_wanted = props.kind != LayoutKind::Arms
        || props.matador_target.is_some()
        || props.ends_counts.is_some()
        || !props.hard_ends.is_empty()
        // The French cross on a felt of upright shape: room to spare above it for the
        // key's "?", which would otherwise lie over an arm's end and its glow.
        || p.max_height > 0.7 * p.width;
    // What the layout keeps from one move to the next, so that a move more lays out
    // only the tiles it adds.
    let kept = use_mut_ref(Steady::default);
    let table = use_memo(
        (
            props.moves.clone(),
            props.kind,
            props.doubles_crosswise,
            p.width.to_bits(),
            p.max_height.to_bits(),
            band_wanted,
            props.most,
        ),
        move |(moves, kind, crosswise, width, height, band, most)| {
            let felt = (f32::from_bits(*width), f32::from_bits(*height), *band);
            kept.borrow_mut()
                .lay_up_to(moves, *kind, *crosswise, felt, *most)
        },
    );
    let s = table.unit;
    let faces = p.faces;
    // The key tile only where going out with it scores (Jamaican's house rule).
    let key = key_tile(&table, &props.hard_ends).filter(|_| props.key_scores);
    let legend = legend_items(
        &props.hard_ends,
        key.is_some(),
        table.spinner.is_some(),
        props.matador_target.is_some(),
        !props.held_back.is_empty(),
        props.ends_counts.is_some(),
        props.signals,
    );
    // The key is always there (it ends with the way to the rules); on a wide felt
    // French's cross keeps no band for it all the same (a band coming and going would
    // move the cross): its "?" lies in the felt's margin beside the cross.
    let band = if band_wanted { band_height(s) } else { 0.0 };
    let natural = table.height + band;
    // The drawing fills the box's height when it fits there (the line centred in it),
    // else it is as tall as it needs and the page scales it down to the box.
    let (view_h, shown_h) = if p.max_height > 0.0 {
        (natural.max(p.max_height), p.max_height)
    } else {
        (natural, natural * p.width.max(1.0) / table.width)
    };
    let top = band + (view_h - natural) / 2.0;
    let label = table_label(
        &table,
        props.kind,
        &props.hard_ends,
        key,
        props.matador_target,
    );
    let font = s * END_FONT;
    // Where the ends' markers come out smaller than [`SMALL_END_PX`] on the screen (a
    // long line of a big set on a phone), the band says their numbers as well.
    let small = font * shown_h / view_h.max(1.0) < SMALL_END_PX;
    let open: Vec<u8> = if small {
        table.ends.iter().map(|e| e.number).collect()
    } else {
        Vec::new()
    };
    let captions = captions(
        props.matador_target,
        key,
        props.ends_counts.as_deref(),
        &open,
    );

    // Which ends glow: those of the picked tile, or of the tile being dragged.
    let drag = use_state(|| None::<Drag>);
    let glowing: Vec<End> = match (*drag, props.picked_on) {
        (None, Some(end)) => vec![end],
        _ => {
            let tile = (*drag).map(|d| d.tile).or(props.picked);
            props
                .fits
                .iter()
                .find(|(t, _)| Some(*t) == tile)
                .map(|(_, ends)| ends.clone())
                .unwrap_or_default()
        }
    };
    // Each end's tap box: 44 px at least, its own (see [`end_targets`]), in the
    // drawing's units.
    let area = Rect {
        x: 0.0,
        y: -top,
        w: table.width,
        h: view_h,
    };
    // The legend's "?" key over a top corner of the drawing (44 px, a drawing scaled
    // down makes it more of the drawing's units), the right one unless only the left is
    // clear of tiles (French's cross, which keeps no band; see `key_place`): end letters
    // keep off it.
    let k = TAP * (view_h / shown_h.max(1.0)).max(1.0);
    let key_box = key_place(&table, area, k, band == 0.0);
    let key_left = (key_box.x + k < table.width - 0.5).then_some("left");
    let targets: Vec<(End, Rect)> = end_targets(&table, area, TAP)
        .into_iter()
        .map(|(end, r)| (end, Rect { y: r.y + top, ..r }))
        .collect();

    // The document's pointer listeners read the latest drawing through this.
    let live = use_mut_ref(Live::default);
    {
        let mut l = live.borrow_mut();
        l.fits = props.fits.clone();
        l.picked = props.picked;
        l.spots = targets.clone();
        l.view = (table.width, view_h);
        l.on_action = p.on_action.clone();
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

    // Its first moments from the felt's first measure, while the table is laid out again
    // as the page settles: the tiles already on it (a replay opened at a decision, a
    // match resumed) take their places without gliding there from a narrower table.
    let measured = use_mut_ref(|| None::<f64>);
    let now = js_sys::Date::now();
    if p.width > 0.0 && measured.borrow().is_none() {
        *measured.borrow_mut() = Some(now);
    }
    let settling = measured.borrow().is_none_or(|t| now - t < SETTLE_MS);
    let settling = settling.then_some("settling");

    html! {
        <div class="board">
            <svg class={classes!("table-svg", settling)} ref={svg_ref}
                viewBox={format!("0 0 {} {}", svg(table.width), svg(view_h))} role="img"
                height={svg(shown_h)} aria-label={label} data-set={props.set_top.to_string()}
                data-unit={svg(s)}>
                if band > 0.0 {
                    { caption_band(&captions, s, table.width) }
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
                        { for table.tiles.iter().map(|t| placed_tile(t, props.last_move, from, faces)) }
                    </g>
                </g>
                // The glowing ends, over everything: tap targets while a tile is picked
                // or dragged (the end buttons below the table do the same by keyboard).
                <g class="end-targets" aria-hidden="true">
                    { for targets.iter().filter(|(e, _)| glowing.contains(e)).map(|&(end, r)| {
                        let onclick = p.on_action.reform(move |_: MouseEvent| TableAction::End(end));
                        let class = classes!("end-target", (over == Some(end)).then_some("over"));
                        let m = table.end(end).map(|e| end_marker(e, s)).unwrap_or(r);
                        let m = Rect { y: m.y + top, ..m };
                        html! {
                            <g {class} data-end={end.name(props.kind)} {onclick}>
                                <rect class="end-hit" x={svg(r.x)} y={svg(r.y)}
                                    width={svg(r.w)} height={svg(r.h)} />
                                <rect class="end-glow" x={svg(m.x - 3.0)} y={svg(m.y - 3.0)}
                                    width={svg(m.w + 6.0)} height={svg(m.h + 6.0)}
                                    rx={svg(s * 0.25)} />
                                if let (Some(letter), Some(e)) = (end.letter(&glowing), table.end(end)) {
                                    { letter_badge(letter, letter_spot(&table, e, area, key_box, BADGE + 1.0), top) }
                                }
                            </g>
                        }
                    }) }
                </g>
            </svg>
            if !legend.is_empty() {
                <details class={classes!("table-legend", key_left)}>
                    <summary aria-label="What the marks on the table mean">{ "?" }</summary>
                    <ul>
                        { for legend.iter().map(|(mark, text)| html! {
                            <li><span class={classes!("legend-mark", *mark)} aria-hidden="true"></span>{ *text }</li>
                        }) }
                        // A "?" is where a newcomer looks for the rules: the way to them.
                        if let Some(on_rules) = &p.on_rules {
                            <li><button type="button" class="secondary legend-rules"
                                onclick={on_rules.reform(|e: MouseEvent| {
                                    if let Some(d) = e.target_dyn_into::<web_sys::Element>()
                                        .and_then(|b| b.closest("details").ok().flatten())
                                    {
                                        let _ = d.remove_attribute("open");
                                    }
                                })}>{ "The rules of the game" }</button></li>
                        }
                    </ul>
                </details>
            }
            if let Some(d) = *drag {
                <svg class="drag-layer" aria-hidden="true">
                    <g transform={format!("translate({} {})", svg(d.x - 20.0), svg(d.y - 40.0))}>
                        <TileFace tile={d.tile} rect={Rect { x: 0.0, y: 0.0, w: 40.0, h: 80.0 }} {faces} />
                    </g>
                </svg>
            }
        </div>
    }
}

/// The letter disc's radius (its outline adds one more), in CSS px.
const BADGE: f32 = 11.0;

/// The letter of a glowing end (the same as its button's, see [`End::letter`]): a dark
/// disc with a gold letter beside the end's marker, clear of its number (`at`, from
/// [`letter_spot`], in the table's units: `top` below them in the drawing).
fn letter_badge(letter: char, at: (f32, f32), top: f32) -> Html {
    let (cx, cy) = (svg(at.0), svg(at.1 + top));
    html! {
        <g class="end-letter">
            <circle cx={cx.clone()} cy={cy.clone()} r={svg(BADGE)} />
            <text x={cx} y={cy}>{ letter }</text>
        </g>
    }
}

/// The marks the legend explains, only those on the table now: a CSS class for the
/// swatch and the words.
fn legend_items(
    hard_ends: &[End],
    key: bool,
    spinner: bool,
    matador: bool,
    held_back: bool,
    ends_total: bool,
    signals: bool,
) -> Vec<(&'static str, &'static str)> {
    let mut out = Vec::new();
    if matador {
        out.push((
            "mark-end",
            "Dashed box: an open end and its number; a tile there must make the target with it",
        ));
        if held_back {
            out.push(("mark-closed", "Dark end: a 0, closed to all but a matador"));
        }
        out.push(("mark-target", "Target: what touching numbers add up to; a matador (a tile making the target, or 0\u{2011}0) goes anywhere"));
    } else {
        out.push((
            "mark-end",
            "Dashed box: an open end and the number a tile must show there",
        ));
        if held_back {
            out.push((
                "mark-closed",
                "Dark end: for now it takes only its double, or nothing until each side of the first double is covered",
            ));
        }
    }
    if !hard_ends.is_empty() {
        out.push((
            "mark-hard",
            "Gold box: a hard end, one last tile can go there",
        ));
    }
    if key {
        out.push((
            "mark-key",
            "Key tile: the one tile that fits both hard ends; going out with it scores double",
        ));
    }
    if spinner {
        out.push(("mark-spinner", "Star: the spinner, the first double; once both its sides are covered, tiles also go on its top and bottom"));
    }
    if ends_total {
        out.push((
            "mark-total",
            "Ends: what the open ends count together (a double across an end counts both halves; a spinner's bare top and bottom count nothing); a multiple of 5 scores it",
        ));
    }
    // Upright, a seat shows its tiles left as a tile back and a number, without a word.
    out.push((
        "mark-back",
        "Tile back and a number on a seat: how many tiles that player holds",
    ));
    if signals {
        out.push((
            "mark-signal",
            "\"1 more 6\" on a seat: that player's signal, how many more tiles they hold with the number they left open (send yours with the Signal menu)",
        ));
    }
    out
}

/// An open end's marker: a dashed box with the number showing there, gold on a hard
/// end. In Matador too it is the number open there, as every sentence and the end's
/// button name it; its title says what a tile needs there.
fn end_mark(e: &OpenEnd, s: f32, font: f32, props: &TableView, matador: Option<u8>) -> Html {
    let hard = props.hard_ends.contains(&e.end);
    let Rect { x, y, w, h } = end_marker(e, s);
    let n = e.number;
    let need = matador.map(|t| (t, Join::SumTo(t).partner(n, props.set_top)));
    let held = props.held_back.iter().find(|(end, _)| *end == e.end);
    let closed = held.is_some();
    let title = match (need, held) {
        (Some((t, Some(need))), _) => {
            Some(format!("{n} open: needs a {need} ({n} + {need} = {t})"))
        }
        (Some(_), _) => Some(format!("{n} open: only a matador goes here")),
        (_, Some((_, Some(double)))) => Some(format!("{n} open: only {double} goes here for now")),
        (_, Some((_, None))) => Some(format!(
            "{n} open: nothing goes here until each side of the first double is covered"
        )),
        _ if hard => Some(format!("Hard end: one last tile with a {n} can go here")),
        _ => None,
    };
    let mark = (hard.then_some("hard"), closed.then_some("closed"));
    html! {
        <g class="end-marker"
            data-end={e.end.name(props.kind)}>
            if let Some(title) = title {
                <title>{ title }</title>
            }
            <rect class={classes!("end-spot", mark.0, mark.1)}
                x={svg(x)} y={svg(y)} width={svg(w)} height={svg(h)}
                rx={svg(s * 0.18)} />
            <text class={classes!("end-number", mark.0, mark.1)}
                x={svg(x + w / 2.0)} y={svg(y + h / 2.0)}
                font-size={svg(font)}>{ n }</text>
        </g>
    }
}

/// The on-screen size (CSS px) of an end marker's figure under which the caption band
/// also lists the open ends.
const SMALL_END_PX: f32 = 11.0;

/// The document's pointer listeners for dragging a tile from your hand onto the table:
/// one handler for every event (capture phase, so a drag's closing click is swallowed
/// before the page sees it).
fn drag_listeners(
    live: Rc<RefCell<Live>>,
    drag: UseStateHandle<Option<Drag>>,
    svg_ref: NodeRef,
) -> Vec<EventListener> {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return Vec::new();
    };
    let options = EventListenerOptions {
        phase: EventListenerPhase::Capture,
        passive: false,
    };
    let handler = Rc::new(move |e: &Event| on_pointer(e, &live, &drag, &svg_ref));
    [
        "pointerdown",
        "pointermove",
        "pointerup",
        "pointercancel",
        "click",
    ]
    .into_iter()
    .map(|kind| {
        let handler = handler.clone();
        EventListener::new_with_options(&document, kind, options, move |e| handler(e))
    })
    .collect()
}

/// Closes the table's key ("?") if it is open (a press outside it, Escape); whether it
/// was.
pub fn close_table_key() -> bool {
    let open = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(".table-legend[open]").ok().flatten());
    open.is_some_and(|k| k.remove_attribute("open").is_ok())
}

/// The end under a point (client coordinates) among those `tile` fits, and whether the
/// point is on the table.
fn end_under(live: &Live, svg_ref: &NodeRef, x: f32, y: f32, tile: Tile) -> (Option<End>, bool) {
    let Some(el) = svg_ref.cast::<web_sys::Element>() else {
        return (None, false);
    };
    let r = el.get_bounding_client_rect();
    let (rw, rh) = (r.width() as f32, r.height() as f32);
    if rw <= 0.0 || rh <= 0.0 {
        return (None, false);
    }
    // The drawing keeps its proportions (centred) inside the element.
    let (vw, vh) = live.view;
    let scale = (vw / rw).max(vh / rh);
    let u = (x - r.left() as f32) * scale - (rw * scale - vw) / 2.0;
    let v = (y - r.top() as f32) * scale - (rh * scale - vh) / 2.0;
    let on_table = u >= 0.0 && v >= 0.0 && u <= vw && v <= vh;
    let ends: &[End] = live
        .fits
        .iter()
        .find(|(t, _)| *t == tile)
        .map(|(_, e)| e.as_slice())
        .unwrap_or_default();
    // The nearest glowing end whose tap box (grown by half) holds the point.
    let mut best: Option<(f32, End)> = None;
    for (end, b) in live.spots.iter().filter(|(e, _)| ends.contains(e)) {
        let (dx, dy) = ((u - b.x - b.w / 2.0).abs(), (v - b.y - b.h / 2.0).abs());
        let d = dx * dx + dy * dy;
        if dx <= b.w * 0.75 && dy <= b.h * 0.75 && best.is_none_or(|(bd, _)| d < bd) {
            best = Some((d, *end));
        }
    }
    (best.map(|b| b.1), on_table)
}

/// One pointer event (or click) of the document: a press on a playable tile of your
/// hand, a move that makes it a drag, the drop on a glowing end.
fn on_pointer(
    e: &Event,
    live: &RefCell<Live>,
    drag: &UseStateHandle<Option<Drag>>,
    svg_ref: &NodeRef,
) {
    let kind = e.type_();
    if kind == "click" {
        // The click a drag ends with (on the tile it started from) is not a pick.
        if js_sys::Date::now() - live.borrow().dropped_at < 400.0 {
            live.borrow_mut().dropped_at = 0.0;
            e.stop_propagation();
            e.prevent_default();
        }
        return;
    }
    let Some(m) = e.dyn_ref::<MouseEvent>() else {
        return;
    };
    let (x, y) = (m.client_x() as f32, m.client_y() as f32);
    let press = live.borrow().press;
    match (kind.as_str(), press) {
        ("pointerdown", _) => {
            let mut l = live.borrow_mut();
            l.dropped_at = 0.0;
            l.press = None;
            let target = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok());
            // A press outside the open key ("?") closes it, as a phone's popover does
            // (a playtest: it stayed open over the ends for hands, until "?" again).
            if target
                .as_ref()
                .is_some_and(|t| t.closest(".table-legend").ok().flatten().is_none())
            {
                close_table_key();
            }
            let Some(button) = target.and_then(|t| t.closest(".hand button").ok().flatten()) else {
                return;
            };
            let name = button
                .get_attribute("data-tile")
                .or_else(|| button.get_attribute("aria-label"))
                .unwrap_or_default();
            let name = name.split_whitespace().next().unwrap_or_default();
            l.press = l
                .fits
                .iter()
                .find(|(t, _)| t.to_string() == name)
                .map(|(t, _)| (x, y, *t, false));
        }
        ("pointermove", Some((x0, y0, tile, moving))) => {
            if !moving && (x - x0).abs().max((y - y0).abs()) < DRAG_START {
                return;
            }
            live.borrow_mut().press = Some((x0, y0, tile, true));
            let (over, _) = end_under(&live.borrow(), svg_ref, x, y, tile);
            drag.set(Some(Drag { tile, x, y, over }));
        }
        (_, Some((_, _, tile, true))) if kind != "pointermove" => {
            live.borrow_mut().press = None;
            drag.set(None);
            live.borrow_mut().dropped_at = js_sys::Date::now();
            if kind != "pointerup" {
                return;
            }
            // What to call is taken out first: calling it draws the table again, which
            // borrows `live`.
            let (over, on_table, fits, picked, on_action) = {
                let l = live.borrow();
                let (over, on_table) = end_under(&l, svg_ref, x, y, tile);
                let fits = l
                    .fits
                    .iter()
                    .find(|(t, _)| *t == tile)
                    .map(|(_, e)| e.len());
                (over, on_table, fits, l.picked, l.on_action.clone())
            };
            match (over, fits) {
                (Some(end), _) if picked == Some(tile) => on_action.emit(TableAction::End(end)),
                (Some(end), _) => on_action.emit(TableAction::Place(tile, end)),
                (None, Some(0)) if on_table => on_action.emit(TableAction::Tile(tile)),
                _ => {}
            }
        }
        (_, Some(_)) if kind != "pointermove" => live.borrow_mut().press = None,
        _ => {}
    }
}

/// The captions above the line (the Matador target, the key tile, the ends' total), as
/// pills sized from their text (see [`caption_pills`]).
fn caption_band(captions: &[(&'static str, String)], s: f32, width: f32) -> Html {
    let pills = caption_pills(captions, s, width).into_iter().map(|p| {
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
fn placed_tile(t: &PlacedTile, last_move: Option<usize>, from: &'static str, faces: Faces) -> Html {
    let Rect { x, y, w, h } = t.rect;
    let latest = last_move == Some(t.index);
    let class = classes!(
        "table-tile",
        latest.then_some("latest"),
        t.spinner.then_some("spinner")
    );
    html! {
        <g key={t.index.to_string()} {class} data-move={t.index.to_string()}
            transform={format!("translate({} {})", svg(x), svg(y))}>
            <g class={classes!("tile-slide", latest.then_some(from))}>
                { tile_face(t.first, t.second, w, h, t.spinner, faces) }
            </g>
        </g>
    }
}

/// A face-up tile in a `w` by `h` box at the origin: `first` on the top or left half.
/// The spinner has a gold star for its pin (a real set's spinner pin), under the pips
/// and clear of them. Halves past six are drawn with `faces`.
fn tile_face(first: u8, second: u8, w: f32, h: f32, spinner: bool, faces: Faces) -> Html {
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
    let rect = Rect {
        x: 0.0,
        y: 0.0,
        w,
        h,
    };
    html! {
        <>
            <rect class="tile-shadow" x="0.6" y="1.2" width={svg(w)} height={svg(h)}
                rx={svg(rx)} />
            <rect class="tile-body" x="0" y="0" width={svg(w)} height={svg(h)}
                rx={svg(rx)} />
            <line class="tile-divider" x1={svg(x1)} y1={svg(y1)}
                x2={svg(x2)} y2={svg(y2)} />
            if spinner {
                <polygon class="spinner-star" points={star(first, second, rect, faces)} />
            }
            { halves(first, second, rect, faces) }
            if !spinner {
                <circle class="tile-pin" cx={svg(cx)} cy={svg(cy)}
                    r={svg(short * 0.045)} />
            }
        </>
    }
}

/// The points of the spinner's star on a tile drawn in `rect` with `faces`, as SVG
/// writes them (see [`spinner_star`]).
fn star(first: u8, second: u8, rect: Rect, faces: Faces) -> String {
    spinner_star(first, second, rect, faces)
        .iter()
        .map(|&(x, y)| format!("{},{}", svg(x), svg(y)))
        .collect::<Vec<_>>()
        .join(" ")
}
