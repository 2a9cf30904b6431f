//! Where every tile on the table goes: the geometry of the line of play, worked out from
//! one hand's moves, for any table width.
//!
//! All lengths are in SVG user units, meant to be CSS pixels: the table is laid out for
//! the width it will be shown at (360 on a phone, 1280 on a desktop), and [`layout`] says
//! how tall it needs to be. The tile's short side (the *unit*, [`unit_for`]) grows with
//! the width between 16 and 28.
//!
//! How the line grows:
//! - **Line.** The posed tile sits in the middle of the first row. The left end grows to
//!   the west and, at the table's edge, turns up and comes back; the right end grows to
//!   the east and turns down. Each end snakes like this, row after row, so the line never
//!   leaves the table and the two ends never meet.
//! - **Cross.** Around a hub (the French posed double, or the All Fives spinner) the
//!   west and east arms grow along the hub's row; the north and south arms climb and fall
//!   in the hub's column. Each arm then keeps to its own quarter of the table, like the
//!   sails of a windmill: west turns up, north turns east after a few tiles, east turns
//!   down, south turns west. When the spinner is not the posed tile, the line is laid out
//!   around the spinner: the tiles between it and the pose become part of its west (or
//!   east) arm.
//! - **Turning.** A tile that no longer fits in its row goes round the corner: it lies
//!   across the row's last half, heading up or down, and the next tile starts the new
//!   row alongside its far half, heading back (an L, as real tiles turn). Rows lie two
//!   tile widths apart. A double there lies as any tile does, which is across the tile
//!   it joins: one that turns the corner stands, one just round it lies flat.
//! - **Doubles** lie crosswise (across the line) unless the family plays them in line
//!   (Matador).
//!
//! Every tile shows its numbers so that touching halves face each other; [`PlacedTile`]
//! says which number is drawn on which half.

use super::pips::Rect;
use crate::rules::{End, LayoutKind, Move, Tile};

/// The narrowest table that is laid out; a smaller width is treated as this one.
pub const MIN_WIDTH: f32 = 240.0;
/// The widest table that is laid out; a larger width is treated as this one.
pub const MAX_WIDTH: f32 = 8192.0;
/// At most this many tiles are laid out (a double-fifteen set holds 136); further
/// moves are left off the table.
pub const MAX_TILES: usize = 136;
/// How many tiles a north or south arm lays straight in the hub's column before it
/// turns into its quarter (fewer when [`fit`] needs a lower table).
const COLUMN_TILES: usize = 3;
/// The largest tile unit [`fit`] lays a table out with: a 68 px long side.
pub const MAX_UNIT: f32 = 34.0;
/// The smallest tile unit [`fit`] tries: a 24 px long side (only the longest lines of
/// the biggest sets come down to it on a phone).
pub const MIN_UNIT: f32 = 12.0;

/// The direction in which a tile was laid: where the line was heading.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Heading {
    /// Towards the right of the table.
    East,
    /// Towards the left.
    West,
    /// Towards the top.
    North,
    /// Towards the bottom.
    South,
}

impl Heading {
    /// The unit step in this direction (x to the right, y down).
    pub const fn step(self) -> (f32, f32) {
        match self {
            Heading::East => (1.0, 0.0),
            Heading::West => (-1.0, 0.0),
            Heading::North => (0.0, -1.0),
            Heading::South => (0.0, 1.0),
        }
    }
}

/// One tile on the table.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlacedTile {
    /// The move that put it there (an index into the moves laid out).
    pub index: usize,
    /// The tile.
    pub tile: Tile,
    /// Where it lies: taller than wide means upright.
    pub rect: Rect,
    /// The number drawn on the top half (upright) or the left half (lying).
    pub first: u8,
    /// The number drawn on the other half.
    pub second: u8,
    /// Where the line was heading when the tile was laid: it slides in along this.
    pub heading: Heading,
    /// Whether this is the All Fives spinner.
    pub spinner: bool,
    /// The tile it was joined to (an index into [`TableLayout::tiles`]); `None` for the
    /// hub (the pose, or the spinner when the line is laid out around it).
    pub touches: Option<usize>,
}

impl PlacedTile {
    /// Whether the tile stands upright (its halves one above the other).
    pub fn upright(&self) -> bool {
        self.rect.h > self.rect.w
    }

    /// The two halves with the number each shows: the top or left half first.
    pub fn halves(&self) -> [(Rect, u8); 2] {
        let Rect { x, y, w, h } = self.rect;
        if self.upright() {
            let half = h / 2.0;
            [
                (Rect { x, y, w, h: half }, self.first),
                (
                    Rect {
                        x,
                        y: y + half,
                        w,
                        h: half,
                    },
                    self.second,
                ),
            ]
        } else {
            let half = w / 2.0;
            [
                (Rect { x, y, w: half, h }, self.first),
                (
                    Rect {
                        x: x + half,
                        y,
                        w: half,
                        h,
                    },
                    self.second,
                ),
            ]
        }
    }
}

/// An open end of the layout: what it shows and where the next tile would touch it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct OpenEnd {
    /// Which end.
    pub end: End,
    /// The number showing there (for a crosswise double, its number).
    pub number: u8,
    /// The square where the touching half of the next tile would go: a place for an end
    /// marker that never covers a tile.
    pub spot: Rect,
    /// Where the line is heading at this end.
    pub heading: Heading,
}

/// Everything on the table, placed.
#[derive(Clone, Debug, PartialEq)]
pub struct TableLayout {
    /// The width laid out for (the requested width, kept within [`MIN_WIDTH`] and
    /// [`MAX_WIDTH`]).
    pub width: f32,
    /// The height the layout needs, margins included.
    pub height: f32,
    /// A tile's short side; a tile is twice as long.
    pub unit: f32,
    /// Every tile on the table, in the order the moves laid them.
    pub tiles: Vec<PlacedTile>,
    /// The open ends, in end order.
    pub ends: Vec<OpenEnd>,
    /// The spinner, once there is one (All Fives).
    pub spinner: Option<Tile>,
}

impl TableLayout {
    /// Whether no tile is on the table.
    pub fn is_empty(&self) -> bool {
        self.tiles.is_empty()
    }

    /// The open end `end`, if it is open.
    pub fn end(&self, end: End) -> Option<&OpenEnd> {
        self.ends.iter().find(|e| e.end == end)
    }
}

/// A tile's short side on a table `width` wide: 16 up to 288, growing to 28 from 504.
pub fn unit_for(width: f32) -> f32 {
    (clamp_width(width) / 18.0).clamp(16.0, 28.0)
}

/// The width actually laid out for a requested width (NaN counts as the narrowest).
fn clamp_width(width: f32) -> f32 {
    if width.is_nan() {
        MIN_WIDTH
    } else {
        width.clamp(MIN_WIDTH, MAX_WIDTH)
    }
}

/// A tile on its way to the table: which move, and which number faces inward (towards
/// the hub) and outward.
#[derive(Clone, Copy, Debug)]
struct Link {
    index: usize,
    tile: Tile,
    inner: u8,
    outer: u8,
}

impl Link {
    /// The same tile seen from the other side (when the line is laid out around a
    /// spinner that is not the pose, tiles between the two are read backwards).
    fn reversed(self) -> Link {
        Link {
            inner: self.outer,
            outer: self.inner,
            ..self
        }
    }
}

/// Sizes shared by all the arms of one table.
#[derive(Clone, Copy, Debug)]
struct Metrics {
    /// Short side.
    s: f32,
    /// Long side.
    l: f32,
    /// The gap between touching tiles.
    g: f32,
    /// Whether doubles lie crosswise.
    crosswise: bool,
}

impl Metrics {
    fn crosswise(&self, tile: Tile) -> bool {
        self.crosswise && tile.is_double()
    }
}

/// Where an arm is in its growth.
#[derive(Clone, Copy, Debug)]
enum Cursor {
    /// Laying tiles along a row.
    Row {
        /// The row's centre line.
        axis: f32,
        /// The x of the open face.
        face: f32,
        /// +1 growing east, -1 west.
        dir: f32,
        /// The last tile of the row is a crosswise double (taller than the row).
        last_double: bool,
        /// Whether the row has no tile yet (its first tile is laid whatever the room).
        empty: bool,
        /// The row's west limit.
        lo: f32,
        /// The row's east limit.
        hi: f32,
    },
    /// Climbing or falling along a column: the hub's (north and south arms), or the
    /// short one that takes a row round the corner to the next row.
    Column {
        /// The column's centre.
        cx: f32,
        /// The y of the open face.
        face: f32,
        /// Tiles laid in the column so far.
        count: usize,
        /// The column's length so far.
        laid: f32,
        /// Half the width of the last tile laid in the column.
        half: f32,
        /// When the column turns into a row.
        until: Until,
        /// The direction of the row it turns into: +1 east, -1 west.
        turn: f32,
    },
    /// Just gone round a corner: the next tile starts a row heading `dir` along `axis`
    /// (the centre of the column's last half), beside that half, whose centre is `xc`
    /// and which reaches `half` either side of it.
    Turned {
        xc: f32,
        half: f32,
        axis: f32,
        dir: f32,
    },
}

/// When a column turns into a row.
#[derive(Clone, Copy, Debug)]
enum Until {
    /// After this many tiles (the hub's north and south arms).
    Tiles(usize),
    /// Once it is at least this long (a corner: one upright tile, a double too).
    Length(f32),
}

/// One arm of the layout as it grows.
#[derive(Clone, Copy, Debug)]
struct Arm {
    cursor: Cursor,
    /// +1 when the arm's rows advance down the table, -1 up.
    v: f32,
    /// The west and east limits of the rows after the first.
    rows: (f32, f32),
    /// The tile this arm last laid (an index into the placed tiles).
    last: Option<usize>,
}

/// Where a tile goes: its rectangle, its numbers, its heading, and the half that
/// touches the tile before it.
struct Spot {
    rect: Rect,
    first: u8,
    second: u8,
    heading: Heading,
    touch: Rect,
}

fn rect(x: f32, y: f32, w: f32, h: f32) -> Rect {
    Rect { x, y, w, h }
}

/// The span `len` long that starts at `start` and grows in direction `v` (+1 or -1).
fn span(start: f32, len: f32, v: f32) -> (f32, f32) {
    if v > 0.0 {
        (start, start + len)
    } else {
        (start - len, start)
    }
}

impl Arm {
    /// Lays `link` on this arm (a double crosswise when `crosswise`), moving the cursor.
    fn lay(&mut self, m: &Metrics, link: Link, crosswise: bool) -> Spot {
        let Metrics { s, l, g, .. } = *m;
        let (inner, outer) = (link.inner, link.outer);
        let v = self.v;
        match self.cursor {
            Cursor::Column {
                cx,
                face,
                count,
                laid,
                half,
                until,
                turn,
            } => {
                let done = match until {
                    Until::Tiles(n) => count >= n,
                    Until::Length(len) => laid >= len - 1e-3,
                };
                if done {
                    // The row goes on beside the column's last half (an L, as a snake
                    // of real tiles turns): rows lie two tile widths apart.
                    self.cursor = Cursor::Turned {
                        xc: cx,
                        half,
                        axis: face - v * s / 2.0,
                        dir: turn,
                    };
                    return self.lay(m, link, crosswise);
                }
                // A double that turns the corner stands across the end of its row, as
                // any corner tile does (lying flat under the row's last tile, it looked
                // like a tile beside that one).
                let corner = crosswise && count == 0 && matches!(until, Until::Length(_));
                let crosswise = crosswise && !corner;
                let len = if crosswise { s } else { l };
                let (y0, y1) = span(face + v * g, len, v);
                let r = if crosswise {
                    rect(cx - s, y0, l, s)
                } else {
                    rect(cx - s / 2.0, y0, s, l)
                };
                self.cursor = Cursor::Column {
                    cx,
                    face: if v > 0.0 { y1 } else { y0 },
                    count: count + 1,
                    laid: laid + len,
                    half: if crosswise { s } else { s / 2.0 },
                    until,
                    turn,
                };
                vertical_spot(r, inner, outer, v, crosswise)
            }
            Cursor::Turned {
                xc,
                half,
                axis,
                dir,
            } => {
                let (lo, hi) = self.rows;
                self.cursor = Cursor::Row {
                    axis,
                    face: xc + dir * half,
                    dir,
                    last_double: false,
                    empty: true,
                    lo,
                    hi,
                };
                // A double just round the corner lies across the column's tile, where
                // any tile lies (standing in the row, it looked like a tile beside it).
                self.lay(m, link, false)
            }
            Cursor::Row {
                axis,
                face,
                dir,
                last_double,
                empty,
                lo,
                hi,
            } => {
                let w = if crosswise { s } else { l };
                let fits = if dir > 0.0 {
                    face + g + w <= hi + 1e-3
                } else {
                    face - g - w >= lo - 1e-3
                };
                if fits || empty {
                    let x0 = if dir > 0.0 { face + g } else { face - g - w };
                    self.cursor = Cursor::Row {
                        axis,
                        face: if dir > 0.0 { x0 + w } else { x0 },
                        dir,
                        last_double: crosswise,
                        empty: false,
                        lo,
                        hi,
                    };
                    if crosswise {
                        let r = rect(x0, axis - s, s, l);
                        Spot {
                            rect: r,
                            first: inner,
                            second: outer,
                            heading: heading_of(dir),
                            touch: r,
                        }
                    } else {
                        horizontal_spot(rect(x0, axis - s / 2.0, l, s), inner, outer, dir)
                    }
                } else {
                    // Hand the corner: a short column across the row's last half,
                    // heading along `v`, then a row back.
                    self.cursor = Cursor::Column {
                        cx: face - dir * s / 2.0,
                        face: axis + v * if last_double { s } else { s / 2.0 },
                        count: 0,
                        laid: 0.0,
                        half: 0.0,
                        until: Until::Length(l),
                        turn: -dir,
                    };
                    self.lay(m, link, crosswise)
                }
            }
        }
    }

    /// Where the touching half of the next (not double) tile would go, and the heading.
    fn next_spot(&self, m: &Metrics) -> (Rect, Heading) {
        let mut probe = *self;
        let link = Link {
            index: 0,
            tile: Tile::new(0, 1),
            inner: 0,
            outer: 1,
        };
        let spot = probe.lay(m, link, false);
        (spot.touch, spot.heading)
    }
}

fn heading_of(dir: f32) -> Heading {
    if dir > 0.0 {
        Heading::East
    } else {
        Heading::West
    }
}

/// A lying tile heading `dir`: the inner number on the half it enters by.
fn horizontal_spot(r: Rect, inner: u8, outer: u8, dir: f32) -> Spot {
    let half = rect(r.x, r.y, r.w / 2.0, r.h);
    let other = rect(r.x + r.w / 2.0, r.y, r.w / 2.0, r.h);
    if dir > 0.0 {
        Spot {
            rect: r,
            first: inner,
            second: outer,
            heading: Heading::East,
            touch: half,
        }
    } else {
        Spot {
            rect: r,
            first: outer,
            second: inner,
            heading: Heading::West,
            touch: other,
        }
    }
}

/// A tile laid heading down (`v` = +1) or up: upright, or flat when a crosswise double.
fn vertical_spot(r: Rect, inner: u8, outer: u8, v: f32, crosswise: bool) -> Spot {
    let heading = if v > 0.0 {
        Heading::South
    } else {
        Heading::North
    };
    if crosswise {
        return Spot {
            rect: r,
            first: inner,
            second: outer,
            heading,
            touch: r,
        };
    }
    let top = rect(r.x, r.y, r.w, r.h / 2.0);
    let bottom = rect(r.x, r.y + r.h / 2.0, r.w, r.h / 2.0);
    if v > 0.0 {
        Spot {
            rect: r,
            first: inner,
            second: outer,
            heading,
            touch: top,
        }
    } else {
        Spot {
            rect: r,
            first: outer,
            second: inner,
            heading,
            touch: bottom,
        }
    }
}

/// The moves sorted into the pose and the tiles of each end, in play order. Moves that
/// place nothing, come before the pose, name an end the layout does not have, or go
/// beyond [`MAX_TILES`] are left out.
struct Sorted {
    pose: Option<(usize, Tile)>,
    arms: [Vec<Link>; 4],
    /// The spinner: `None` for the pose, `Some((end, k))` for the `k`-th tile of `end`.
    spinner: Option<Option<(usize, usize)>>,
}

fn sort_moves(moves: &[Move], kind: LayoutKind) -> Sorted {
    let mut out = Sorted {
        pose: None,
        arms: Default::default(),
        spinner: None,
    };
    let mut placed = 0usize;
    for (index, mv) in moves.iter().enumerate() {
        if placed >= MAX_TILES {
            break;
        }
        match *mv {
            Move::Pose(tile) if out.pose.is_none() => {
                out.pose = Some((index, tile));
                if kind == LayoutKind::Spinner && tile.is_double() {
                    out.spinner = Some(None);
                }
                placed += 1;
            }
            Move::Play { tile, end, open } if out.pose.is_some() => {
                let e = end.index();
                let allowed = match kind {
                    LayoutKind::Line => e < 2,
                    LayoutKind::Arms => e < 4,
                    LayoutKind::Spinner => e < 2 || (e < 4 && out.spinner.is_some()),
                };
                if !allowed {
                    continue;
                }
                let (inner, outer) = if tile.has(open) {
                    (tile.other(open), open)
                } else {
                    (tile.low(), tile.high())
                };
                out.arms[e].push(Link {
                    index,
                    tile,
                    inner,
                    outer,
                });
                if kind == LayoutKind::Spinner && out.spinner.is_none() && tile.is_double() {
                    out.spinner = Some(Some((e, out.arms[e].len() - 1)));
                }
                placed += 1;
            }
            _ => {}
        }
    }
    out
}

/// Lays out one hand's table.
///
/// `moves` are the hand's moves in order: only [`Move::Pose`] and [`Move::Play`] put a
/// tile down, the rest are skipped, as is anything that cannot be placed (a play before
/// the pose, a second pose, an end the layout does not have). `kind` is the layout's
/// shape, `doubles_crosswise` whether doubles lie across the line (all families but
/// Matador), and `width` the table's width in SVG units. Never panics.
pub fn layout(
    moves: &[Move],
    kind: LayoutKind,
    doubles_crosswise: bool,
    width: f32,
) -> TableLayout {
    let width = clamp_width(width);
    layout_at(
        moves,
        kind,
        doubles_crosswise,
        width,
        (unit_for(width), COLUMN_TILES, 1.0),
    )
}

/// Lays out one hand's table to fit a box `width` by `height` (CSS pixels), drawn 1:1:
/// the largest unit (tile short side) from [`MAX_UNIT`] down to [`MIN_UNIT`], in half
/// pixel steps, at which every tile and end marker lies inside the width and the table,
/// with a caption band above it when `band` (see [`band_height`]), is no taller than
/// `height`. The line snakes
/// in more rows (and a cross's upright arms turn sooner) rather than shrink. When even
/// [`MIN_UNIT`] is too big, the table is laid out at that unit and is taller than the box
/// (the caller scales it down). A `height` of 0 (or less, or NaN) means no limit: the
/// width alone sets the unit, as [`layout`] does.
pub fn fit(
    moves: &[Move],
    kind: LayoutKind,
    doubles_crosswise: bool,
    width: f32,
    height: f32,
    band: bool,
) -> TableLayout {
    let width = clamp_width(width);
    if height.is_nan() || height <= 0.0 {
        return layout(moves, kind, doubles_crosswise, width);
    }
    let columns = column_counts(kind);
    let steps = ((MAX_UNIT - MIN_UNIT) * 2.0) as usize;
    for step in 0..=steps {
        let s = MAX_UNIT - step as f32 * 0.5;
        for &c in columns {
            let t = layout_at(moves, kind, doubles_crosswise, width, (s, c, 1.0));
            let band = if band { band_height(s) } else { 0.0 };
            if t.height + band <= height + 1e-3 && t.inside_width() {
                return t;
            }
        }
    }
    layout_at(moves, kind, doubles_crosswise, width, (MIN_UNIT, 1, 1.0))
}

/// How many tiles a cross's upright arms may lay in the hub's column before turning, the
/// most first: a line has no such arms.
fn column_counts(kind: LayoutKind) -> &'static [usize] {
    if kind == LayoutKind::Line {
        &[COLUMN_TILES]
    } else {
        &[COLUMN_TILES, 2, 1]
    }
}

/// The height of the band above the line for captions (the Matador target, the key
/// tile, the ends' total) and the legend's button, on a table of unit `unit`: at least
/// 36 px (the legend's 44 px button stands 4 px above it and 4 px into the line's
/// margin), and no more than a landscape phone can spare.
pub fn band_height(unit: f32) -> f32 {
    (1.5 * unit).max(36.0)
}

/// How much smaller than the best re-lay's tiles a re-lay that keeps the line's shape may
/// make them (1: no smaller). Keeping the shape, the tiles shrink where they lie; laying
/// the line out again in the whole width, it snakes in other rows and turns other tiles.
/// `relay_shape_figures` at 360x740 and 740x360 (lines): 0.92 keeps 2.40 and 1.98
/// reshapes a hand down to 1.98 and 1.43 for tiles 0.5 and 0.7 px shorter at the hand's
/// end; 0.9, to 1.91 and 1.24 for 0.8 and 1.4 px.
const KEEP_SHAPE: f32 = 0.92;

/// The unit under which a re-lay gives up leaving room for the tiles to come if that makes
/// its tiles at least a quarter bigger: on the felt a sideways phone leaves above a rack
/// of two rows (501x99), room for a spinner's cross to come made a first tile 12 px wide.
/// (At the usual felts `relay_shape_figures` comes out within 0.01 re-lays a hand and
/// 0.1 px of the same without it; on that short felt a hand re-lays 2.34 times instead of
/// 1.87, the price of readable tiles while the rack holds two rows.)
const READABLE: f32 = 18.0;

/// How far a re-lay shrinks the tiles at least: a re-lay is a step a player sees once,
/// not a creep at every move.
const RELAY_STEP: f32 = 0.9;

/// The fewest tiles a re-lay leaves room for beyond those on the table; past twelve down
/// it leaves room for half as many again (see [`ahead`]). `board_figures` at 360x740:
/// room for as many again re-lays 2.4 times a hand and leaves a double-six hand's last
/// tiles 42 px long; for half as many, 3.0 times and 44 px.
const AHEAD_MIN: usize = 6;

/// Lays out one hand's table in a box `width` by `height` (CSS pixels, drawn 1:1) so that
/// tiles already down keep their places as the hand goes on: the moves are laid out one
/// tile at a time, and the table keeps its unit (tile short side) and shape while the line
/// still fits the box, with a caption band above it when `band` (see [`band_height`]).
/// Only when a tile no longer fits is the table laid out again (a *re-lay*), with tiles at
/// least a tenth smaller ([`RELAY_STEP`]): the largest unit at which the line fits with
/// room for half as many tiles again ([`AHEAD_MIN`] at least), or failing that (or where
/// that room leaves the tiles hard to read, [`READABLE`]) the largest at which it fits;
/// where that would lay a line in another shape, the line scaled down as it lies, if its
/// tiles are at most [`KEEP_SHAPE`] smaller. The first
/// tile sits where that room is centred and stays there until the line reaches the box's
/// top or bottom margin; the layout returned is as tall as the box less the band, so the
/// page draws it as laid out.
///
/// When even [`MIN_UNIT`] is too big, the table is laid out as [`fit`] does (taller than
/// the box; the caller scales it down). A `height` of 0 (or less, NaN or infinite) means
/// no limit: the width alone sets the unit, as [`layout`] does. Never panics.
///
/// This lays the whole hand out again, one tile at a time (work that grows with the
/// square of the moves); [`Steady`] gives the same tables and keeps what it needs from
/// one call to the next, so that a move more costs one layout more.
pub fn steady(
    moves: &[Move],
    kind: LayoutKind,
    doubles_crosswise: bool,
    width: f32,
    height: f32,
    band: bool,
) -> TableLayout {
    Steady::default().lay(moves, kind, doubles_crosswise, width, height, band)
}

/// [`steady`] for a table that gains a move at a time: it keeps where the last call left
/// off (the unit, the shape and where the first tile sits, after the last tile down), and
/// when the next call's moves carry on from those, it lays out only the tiles added since.
/// A box grown taller (the same width) keeps the table where it stands, so nothing on it
/// moves then; the next tile down re-lays it a step bigger ([`RELAY_STEP`]) if the room
/// gained allows, or the room serves the next re-lay. (Right after a tile that made the
/// table smaller, a taller box lays that tile again in it instead.) Any other call
/// (another hand, another box or shape, a move taken back) starts again from the first
/// move. Every call returns what [`steady`] returns for the same arguments, but after a
/// box grew taller.
#[derive(Clone, Debug, Default)]
pub struct Steady {
    /// What the table was laid out for: its shape, whether doubles lie across, the box's
    /// width and height (as bits), whether there is a band and the most tiles the hand
    /// can lay.
    key: Option<(LayoutKind, bool, u32, u32, bool, usize)>,
    /// The moves up to and including the last one that put a tile down.
    moves: Vec<Move>,
    /// Where the laying stands after those moves.
    state: Option<Laid>,
    /// The box grew taller since the last tile down: the next may re-lay bigger.
    gained: bool,
    /// When the last call's tile down made the table smaller: where the laying stood
    /// before it (the moves laid, the unit and column count, the first tile's top,
    /// `gained`), so that the next call, with the same moves in a taller box, lays that
    /// tile again in the room it has now. Your own tile down gives up your rack's row,
    /// and the page measures the taller felt only after laying the table for that tile in
    /// the old one (in the same update, before anything is shown): without this the
    /// table came out a step smaller for nothing, until the next tile.
    unshown: Option<(usize, At, f32, bool)>,
}

/// How a table is laid: the unit, the column count and the share of the box's width the
/// line snakes in (1, or less where a re-lay kept the line's shape, centred in the box).
type At = (f32, usize, f32);

/// Where [`Steady`] stands after a tile is down: the unit and column count in use,
/// where the first tile's top is, and the table so far (shifted, not yet stretched to the
/// box); or, once nothing fits the box, that.
#[derive(Clone, Debug)]
enum Laid {
    Going(At, f32, TableLayout),
    Overflowed,
}

impl Steady {
    /// The table for `moves` (see [`steady`] for the arguments and the result).
    pub fn lay(
        &mut self,
        moves: &[Move],
        kind: LayoutKind,
        doubles_crosswise: bool,
        width: f32,
        height: f32,
        band: bool,
    ) -> TableLayout {
        self.lay_up_to(
            moves,
            kind,
            doubles_crosswise,
            (width, height, band),
            usize::MAX,
        )
    }

    /// [`Steady::lay`] for a hand that can put at most `most` tiles on the table (those
    /// dealt and those left to draw): a re-lay leaves room for no more tiles than can
    /// still come. `felt` is the box's width and height and whether there is a band.
    pub fn lay_up_to(
        &mut self,
        moves: &[Move],
        kind: LayoutKind,
        doubles_crosswise: bool,
        (width, height, band): (f32, f32, bool),
        most: usize,
    ) -> TableLayout {
        let width = clamp_width(width);
        if height.is_nan() || height <= 0.0 || height.is_infinite() {
            return layout(moves, kind, doubles_crosswise, width);
        }
        let key = (
            kind,
            doubles_crosswise,
            width.to_bits(),
            height.to_bits(),
            band,
            most,
        );
        // A box grown taller (your rack gave up a row) keeps the table as it stands:
        // nothing moves, and the room gained serves the next re-lay (but see `unshown`).
        let grown = self.key.is_some_and(|k| {
            (k.0, k.1, k.2, k.4, k.5) == (key.0, key.1, key.2, key.4, key.5)
                && f32::from_bits(k.3) < height
        });
        let kept = (self.key == Some(key) || grown) && moves.starts_with(&self.moves);
        self.key = Some(key);
        let placed = |n: usize| n > 0 && matches!(moves[n - 1], Move::Pose(_) | Move::Play { .. });
        let new_tile = (self.moves.len() + 1..=moves.len()).any(placed);
        // The same tiles in a taller box before the last one was shown: that one is laid
        // again in it.
        let unshown = self.unshown.take().filter(|_| grown && kept && !new_tile);
        let gained_after = unshown.is_some();
        match (unshown, self.state.take()) {
            // (The laying's table is not read by the next stop, only where it stands.)
            (Some((have, at, hub, gained)), Some(Laid::Going(_, _, t))) => {
                self.moves.truncate(have);
                self.state = Some(Laid::Going(at, hub, t));
                self.gained = gained;
            }
            (_, state) => {
                self.state = state;
                self.gained |= grown;
            }
        }
        if !kept {
            *self = Steady {
                key: Some(key),
                moves: Vec::new(),
                state: None,
                gained: false,
                unshown: None,
            };
        }
        let lay = |moves: &[Move], at: At| layout_at(moves, kind, doubles_crosswise, width, at);
        let room = |s: f32| height - if band { band_height(s) } else { 0.0 };
        let fits = |t: &TableLayout| fits_room(t, &room);
        // One stop: the table once the moves before `n` are down, from where the last
        // stop left it.
        // After the box grew, the next tile down may re-lay the table a step bigger.
        let step = |n: usize, laid: Option<Laid>, grow: bool| -> Laid {
            let scale = match laid {
                Some(Laid::Overflowed) => return Laid::Overflowed,
                Some(Laid::Going(at, hub, _)) => Some((at, hub)),
                None => None,
            };
            let down = &moves[..n];
            let bigger = scale.filter(|_| grow).and_then(|((s, ..), _)| {
                relay(down, kind, MAX_UNIT, None, most, &lay, &room)
                    .filter(|((u, ..), _)| *u >= s / RELAY_STEP - 1e-3)
            });
            let kept = scale.map(|(at, _)| lay(down, at)).filter(fits);
            let (mut t, at, hub) = match (bigger, kept, scale) {
                (Some((at, hub)), _, _) => (lay(down, at), at, hub),
                (_, Some(t), Some((at, hub))) => (t, at, hub),
                _ => {
                    let ceiling =
                        scale.map_or(MAX_UNIT, |((s, ..), _)| (s * RELAY_STEP).max(MIN_UNIT));
                    let shape = scale.map(|(at, _)| at);
                    // Nothing fits this far into the hand: nothing will further on.
                    let Some((at, hub)) = relay(down, kind, ceiling, shape, most, &lay, &room)
                    else {
                        return Laid::Overflowed;
                    };
                    (lay(down, at), at, hub)
                }
            };
            // The first tile stays put unless the line would leave the box.
            let now = t.tiles.first().map_or(0.0, |p| p.rect.y);
            let dy = (hub - now).clamp(0.0, (room(t.unit) - t.height).max(0.0));
            t.shift(dy);
            Laid::Going(at, now + dy, t)
        };
        // The moves after which a tile may be down (the last one always), from the
        // first not laid yet. Only a stop after a tile is kept for the next call: the
        // last move, when it puts nothing down, is a stop now but not once more come.
        let end = moves.len();
        let stops = (self.moves.len() + 1..=end)
            .filter(|&n| placed(n))
            .chain((!placed(end)).then_some(end));
        let mut laid = self.state.clone();
        for n in stops {
            let now = step(n, laid, self.gained && placed(n));
            if placed(n) {
                let have = self.moves.len();
                if let (Some(Laid::Going(at, hub, _)), Laid::Going(new, ..)) = (&self.state, &now) {
                    self.unshown = (new.0 < at.0).then_some((have, *at, *hub, self.gained));
                }
                self.state = Some(now.clone());
                self.moves.extend_from_slice(&moves[have..n]);
                self.gained = false;
            }
            laid = Some(now);
        }
        self.gained |= gained_after;
        // (Always a table here: a call with no new stop carries on from a kept one.)
        let last = laid.unwrap_or(Laid::Overflowed);
        match last {
            Laid::Overflowed => fit(moves, kind, doubles_crosswise, width, height, band),
            Laid::Going(_, _, mut table) => {
                table.height = table.height.max(room(table.unit));
                table
            }
        }
    }
}

/// Whether `t` lies inside the box's width and within the height `room` leaves for its
/// unit.
fn fits_room(t: &TableLayout, room: &impl Fn(f32) -> f32) -> bool {
    t.height <= room(t.unit) + 1e-3 && t.inside_width()
}

/// A re-lay for `moves`: the largest unit below `ceiling` (and its column count) at which
/// the line fits the box with room for the tiles to come, else (or where that room makes
/// the tiles smaller than [`READABLE`] and they come out a quarter bigger without it) at
/// which it fits at all; and where the first tile's top goes so that the room left is
/// shared evenly above and below. Where that lays a line's tiles already down in another shape, the line as
/// `shape` lays it (the unit, columns and share of the width in use), scaled down as a
/// whole, is taken instead if its unit is at most [`KEEP_SHAPE`] smaller: every tile
/// keeps its place in the line, and only the tiles shrink. `None` when nothing fits.
fn relay(
    moves: &[Move],
    kind: LayoutKind,
    ceiling: f32,
    shape: Option<At>,
    most: usize,
    lay: &impl Fn(&[Move], At) -> TableLayout,
    room: &impl Fn(f32) -> f32,
) -> Option<(At, f32)> {
    let columns = column_counts(kind);
    // Half-pixel steps from the ceiling down.
    let top = (ceiling.min(MAX_UNIT) * 2.0).floor() / 2.0;
    let mut candidates: Vec<At> = Vec::new();
    let mut u = top;
    while u >= MIN_UNIT - 1e-3 {
        candidates.extend(columns.iter().map(|&c| (u, c, 1.0)));
        u -= 0.5;
    }
    let now = lay(moves, (top.max(MIN_UNIT), COLUMN_TILES, 1.0));
    let ahead = ahead(moves, &now, most);
    let centred = |t: &TableLayout| {
        let first = t.tiles.first().map_or(0.0, |p| p.rect.y);
        first + (room(t.unit) - t.height).max(0.0) / 2.0
    };
    let best = |these: &[Move]| {
        candidates.iter().find_map(|&at| {
            let t = lay(these, at);
            fits_room(&t, room).then(|| (at, centred(&t)))
        })
    };
    // With room for the tiles to come, else without; and without where that room would
    // make the tiles hard to read and they read better without it (a short felt: the
    // next re-lay comes sooner).
    let with = best(&ahead);
    let found = match with {
        Some(((u, ..), _)) if u < READABLE => {
            best(moves).filter(|((v, ..), _)| *v >= u * 1.25).or(with)
        }
        _ => with.or_else(|| best(moves)),
    };
    // Where that lays the tiles already down in another shape, the line as it lies
    // scaled down, if its tiles come out at most [`KEEP_SHAPE`] smaller.
    let (Some(((best, ..), _)), Some((s, c, w))) = (found, shape) else {
        return found;
    };
    let before = &moves[..moves.len().saturating_sub(1)];
    let was = lay(before, (s, c, w));
    if kind != LayoutKind::Line || lay(before, found?.0).same_shape(&was) {
        return found;
    }
    // (Below 14 px the gap between tiles stops shrinking with them: a row may then turn
    // at another tile, so the shape is checked, not assumed.)
    u = top;
    while u >= (best * KEEP_SHAPE).max(MIN_UNIT) - 1e-3 {
        let at = (u, c, w * u / s);
        let t = lay(&ahead, at);
        if fits_room(&t, room) && lay(before, at).same_shape(&was) {
            return Some((at, centred(&t)));
        }
        u -= 0.5;
    }
    found
}

/// `moves` with tiles to come added on the open ends of `table` in turn (plain tiles,
/// not doubles): half as many as are down, at least [`AHEAD_MIN`], but no more than can
/// still come when the hand lays `most` tiles at most.
fn ahead(moves: &[Move], table: &TableLayout, most: usize) -> Vec<Move> {
    let mut out = moves.to_vec();
    if table.ends.is_empty() {
        return out;
    }
    let down = table.tiles.len();
    let more = (down / 2).max(AHEAD_MIN).min(most.saturating_sub(down));
    for k in 0..more {
        let end = table.ends[k % table.ends.len()].end;
        out.push(Move::Play {
            tile: Tile::new(0, 1),
            end,
            open: 1,
        });
    }
    out
}

impl TableLayout {
    /// Moves every tile and end `dy` down.
    fn shift(&mut self, dy: f32) {
        for t in &mut self.tiles {
            t.rect.y += dy;
        }
        for e in &mut self.ends {
            e.spot.y += dy;
        }
    }

    /// Whether `other` lays the same tiles heading the same ways as this table: the same
    /// line, turning at the same tiles, whatever the unit.
    fn same_shape(&self, other: &TableLayout) -> bool {
        let heading = |p: &PlacedTile| p.heading;
        self.tiles
            .iter()
            .map(heading)
            .eq(other.tiles.iter().map(heading))
    }

    /// Whether every tile and end marker lies between 0 and the width, no two overlap,
    /// and no end marker (wider than its spot for two digits) covers a tile or another
    /// marker.
    fn inside_width(&self) -> bool {
        let inside = |r: &Rect| r.x >= -1e-3 && r.x + r.w <= self.width + 1e-3;
        let apart = |a: &Rect, b: &Rect| {
            a.x + a.w <= b.x + 1e-3
                || b.x + b.w <= a.x + 1e-3
                || a.y + a.h <= b.y + 1e-3
                || b.y + b.h <= a.y + 1e-3
        };
        let markers: Vec<Rect> = self.ends.iter().map(|e| end_marker(e, self.unit)).collect();
        // Tiles and end spots never overlap each other either (a quarter of a cross
        // too narrow for the unit could make an arm's rows collide).
        let boxes: Vec<Rect> = self
            .tiles
            .iter()
            .map(|t| t.rect)
            .chain(self.ends.iter().map(|e| e.spot))
            .collect();
        boxes.iter().all(inside)
            && boxes
                .iter()
                .enumerate()
                .all(|(i, a)| boxes[i + 1..].iter().all(|b| apart(a, b)))
            && markers.iter().enumerate().all(|(i, m)| {
                inside(m)
                    && self.tiles.iter().all(|t| apart(m, &t.rect))
                    && markers[i + 1..].iter().all(|o| apart(m, o))
            })
    }
}

/// [`layout`] with the unit `s`, the number of tiles a cross's upright arms lay in the
/// hub's column before turning, and the share of `width` the rows keep to (`rows`,
/// centred) given. Never inlined: it is big, and called from both [`layout`] and [`fit`]
/// (the page's bytes count).
#[inline(never)]
fn layout_at(
    moves: &[Move],
    kind: LayoutKind,
    doubles_crosswise: bool,
    width: f32,
    (s, column_tiles, rows): At,
) -> TableLayout {
    let m = Metrics {
        s,
        l: 2.0 * s,
        g: (s / 14.0).max(1.0),
        crosswise: doubles_crosswise,
    };
    let margin_x = 0.75 * s;
    let margin_y = 0.5 * s;
    let sorted = sort_moves(moves, kind);
    let Some((pose_index, pose)) = sorted.pose else {
        return TableLayout {
            width,
            height: 3.0 * s + 2.0 * margin_y,
            unit: s,
            tiles: Vec::new(),
            ends: Vec::new(),
            spinner: None,
        };
    };

    // The hub, and the links of each arm counted outward from it: west, east, north,
    // south (ends 0 to 3).
    let [a0, a1, a2, a3] = sorted.arms;
    let (hub, arms, spinner_tile, cross) = match (kind, sorted.spinner) {
        (LayoutKind::Spinner, Some(Some((e, k)))) => {
            let spin = if e == 0 { &a0 } else { &a1 };
            let hub = spin[k];
            let before: Vec<Link> = spin[..k].iter().rev().map(|l| l.reversed()).collect();
            let after = spin[k + 1..].to_vec();
            let (west, east) = if e == 1 {
                let pose_link = Link {
                    index: pose_index,
                    tile: pose,
                    inner: pose.high(),
                    outer: pose.low(),
                };
                let mut west = before;
                west.push(pose_link);
                west.extend(a0);
                (west, after)
            } else {
                let pose_link = Link {
                    index: pose_index,
                    tile: pose,
                    inner: pose.low(),
                    outer: pose.high(),
                };
                let mut east = before;
                east.push(pose_link);
                east.extend(a1);
                (after, east)
            };
            (hub, [west, east, a2, a3], Some(hub.tile), true)
        }
        (LayoutKind::Spinner, Some(None)) => {
            let hub = Link {
                index: pose_index,
                tile: pose,
                inner: pose.low(),
                outer: pose.high(),
            };
            (hub, [a0, a1, a2, a3], Some(pose), true)
        }
        (LayoutKind::Arms, _) => {
            let hub = Link {
                index: pose_index,
                tile: pose,
                inner: pose.low(),
                outer: pose.high(),
            };
            (hub, [a0, a1, a2, a3], None, true)
        }
        _ => {
            let hub = Link {
                index: pose_index,
                tile: pose,
                inner: pose.low(),
                outer: pose.high(),
            };
            (hub, [a0, a1, Vec::new(), Vec::new()], None, false)
        }
    };

    // The hub in the middle of the table (y = 0 for now; shifted at the end).
    let cx = width / 2.0;
    let hub_crosswise = m.crosswise(hub.tile);
    let hub_rect = if hub_crosswise {
        rect(cx - s / 2.0, -s, s, m.l)
    } else if cross {
        // A lying hub (only from odd input): its second half sits on the column, so
        // the north and south arms touch that half alone.
        rect(cx - 1.5 * s, -s / 2.0, m.l, s)
    } else {
        rect(cx - s, -s / 2.0, m.l, s)
    };
    let mut tiles = vec![PlacedTile {
        index: hub.index,
        tile: hub.tile,
        rect: hub_rect,
        first: hub.inner,
        second: hub.outer,
        heading: Heading::East,
        spinner: spinner_tile.is_some(),
        touches: None,
    }];

    let half = rows * width / 2.0;
    let (lo, hi) = (cx - half + margin_x, cx + half - margin_x);
    // In a cross each arm keeps to its quarter, clear of the hub's column (where a flat
    // double is one unit either side of the centre; half a unit more to spare).
    let column = 1.5 * s + 2.0 * m.g;
    let (west_rows, east_rows) = if cross {
        ((lo, cx - column), (cx + column, hi))
    } else {
        ((lo, hi), (lo, hi))
    };
    let row = |face: f32, dir: f32| Cursor::Row {
        axis: 0.0,
        face,
        dir,
        last_double: hub_crosswise,
        empty: true,
        lo,
        hi,
    };
    let mut builders = [
        Arm {
            cursor: row(hub_rect.x, -1.0),
            v: -1.0,
            rows: west_rows,
            last: None,
        },
        Arm {
            cursor: row(hub_rect.x + hub_rect.w, 1.0),
            v: 1.0,
            rows: east_rows,
            last: None,
        },
        Arm {
            cursor: Cursor::Column {
                cx,
                face: hub_rect.y,
                count: 0,
                laid: 0.0,
                half: 0.0,
                until: Until::Tiles(column_tiles),
                turn: 1.0,
            },
            v: -1.0,
            rows: east_rows,
            last: None,
        },
        Arm {
            cursor: Cursor::Column {
                cx,
                face: hub_rect.y + hub_rect.h,
                count: 0,
                laid: 0.0,
                half: 0.0,
                until: Until::Tiles(column_tiles),
                turn: -1.0,
            },
            v: 1.0,
            rows: west_rows,
            last: None,
        },
    ];
    for (arm, links) in builders.iter_mut().zip(arms.iter()) {
        for &link in links {
            let spot = arm.lay(&m, link, m.crosswise(link.tile));
            tiles.push(PlacedTile {
                index: link.index,
                tile: link.tile,
                rect: spot.rect,
                first: spot.first,
                second: spot.second,
                heading: spot.heading,
                spinner: false,
                touches: Some(arm.last.unwrap_or(0)),
            });
            arm.last = Some(tiles.len() - 1);
        }
    }

    // The open ends: a line's two; four arms; a spinner's short sides once both its long
    // sides are covered.
    let spinner_open = sorted.spinner.is_some() && !arms[0].is_empty() && !arms[1].is_empty();
    let open_count = match kind {
        LayoutKind::Line => 2,
        LayoutKind::Arms => 4,
        LayoutKind::Spinner if spinner_open || !arms[2].is_empty() || !arms[3].is_empty() => 4,
        LayoutKind::Spinner => 2,
    };
    let hub_number = |e: usize| -> u8 {
        match (cross, e) {
            (false, 0) => hub.inner,
            (false, _) => hub.outer,
            (true, _) if hub.tile.is_double() => hub.tile.high(),
            (true, 0) => hub.inner,
            (true, _) => hub.outer,
        }
    };
    let mut ends: Vec<OpenEnd> = (0..open_count)
        .map(|e| {
            let number = arms[e].last().map(|l| l.outer).unwrap_or(hub_number(e));
            let (spot, heading) = builders[e].next_spot(&m);
            OpenEnd {
                end: End::new(e as u8),
                number,
                spot,
                heading,
            }
        })
        .collect();

    // Shift everything down so the top margin is `margin_y`.
    let mut top = f32::INFINITY;
    let mut bottom = f32::NEG_INFINITY;
    for r in tiles
        .iter()
        .map(|t| t.rect)
        .chain(ends.iter().map(|e| e.spot))
    {
        top = top.min(r.y);
        bottom = bottom.max(r.y + r.h);
    }
    // Room for a double standing, whatever is down (a line in one row is that tall).
    let min_height = 2.0 * s;
    let content = bottom - top;
    let height = content.max(min_height) + 2.0 * margin_y;
    let dy = margin_y + (content.max(min_height) - content) / 2.0 - top;
    for t in &mut tiles {
        t.rect.y += dy;
    }
    for e in &mut ends {
        e.spot.y += dy;
    }
    TableLayout {
        width,
        height,
        unit: s,
        tiles,
        ends,
        spinner: spinner_tile,
    }
}

/// The size of an end marker's number, as a share of the tile unit.
pub const END_FONT: f32 = 0.62;

/// The dashed box that marks open end `e` on a table of tile unit `unit`: its spot, inset
/// a little, and widened for a number of two digits (double-nine sets and up) so that
/// the digits sit inside it with room to spare. A wider box grows away from the line
/// (along the heading) when the line runs across, and evenly to both sides when it runs
/// up or down.
pub fn end_marker(e: &OpenEnd, unit: f32) -> Rect {
    let Rect { x, y, w, h } = e.spot;
    let mut r = rect(x + 1.0, y + 1.0, w - 2.0, h - 2.0);
    let text = e.number.to_string();
    let need = super::num::text_width_bound(&text, END_FONT * unit) + 0.36 * unit;
    if need > r.w {
        let extra = need - r.w;
        r.x -= match e.heading {
            Heading::East => 0.0,
            Heading::West => extra,
            Heading::North | Heading::South => extra / 2.0,
        };
        r.w = need;
    }
    r
}

/// The tap box of every open end of `table`, in end order: at least `min` by `min` (44 px
/// on a page drawn 1:1), holding the end's marker ([`end_marker`]), inside `area` (the
/// drawing's box, in the table's units) and overlapping no other end's box. Two ends
/// closer than `min` share the room between them: the line between their boxes runs
/// midway between their markers, and each box keeps its size by reaching away from the
/// other. A box is smaller only where the room between markers and the drawing's side
/// is.
#[inline(never)]
pub fn end_targets(table: &TableLayout, area: Rect, min: f32) -> Vec<(End, Rect)> {
    // At most four ends (a cross); more are left without a box.
    let marks: Vec<Rect> = table
        .ends
        .iter()
        .take(4)
        .map(|e| end_marker(e, table.unit))
        .collect();
    let n = marks.len();
    // Each pair of ends is parted across (bit clear) or down (bit set), midway between
    // the markers, along an axis where they do not overlap: of every way to choose (four
    // ends make six pairs: 64 ways), the one whose smallest box is biggest.
    let mut best: (f32, [Rect; 4]) = (f32::NEG_INFINITY, [area; 4]);
    for mask in 0u32..1 << (n * n.saturating_sub(1) / 2) {
        let mut boxes = [area; 4];
        let mut least = f32::INFINITY;
        let mut valid = true;
        for (i, &m) in marks.iter().enumerate() {
            let (mut x0, mut y0) = (area.x, area.y);
            let (mut x1, mut y1) = (area.x + area.w, area.y + area.h);
            for (j, &o) in marks.iter().enumerate() {
                if i == j {
                    continue;
                }
                let (lo, hi) = (i.min(j), i.max(j));
                let k = lo * (2 * n - lo - 1) / 2 + (hi - lo - 1);
                let gap_x = (o.x - (m.x + m.w)).max(m.x - (o.x + o.w));
                let gap_y = (o.y - (m.y + m.h)).max(m.y - (o.y + o.h));
                let down = (gap_y > gap_x) != (mask >> k & 1 == 1);
                if (if down { gap_y } else { gap_x }) < 0.0 {
                    valid = false;
                } else if !down && o.x > m.x {
                    x1 = x1.min((m.x + m.w + o.x) / 2.0);
                } else if !down {
                    x0 = x0.max((o.x + o.w + m.x) / 2.0);
                } else if o.y > m.y {
                    y1 = y1.min((m.y + m.h + o.y) / 2.0);
                } else {
                    y0 = y0.max((o.y + o.h + m.y) / 2.0);
                }
            }
            // As big as wanted and the room allows, centred on the marker as far as the
            // room lets it be.
            let w = m.w.max(min).min(x1 - x0);
            let h = m.h.max(min).min(y1 - y0);
            let x = (m.x + m.w / 2.0 - w / 2.0).min(x1 - w).max(x0);
            let y = (m.y + m.h / 2.0 - h / 2.0).min(y1 - h).max(y0);
            boxes[i] = rect(x, y, w, h);
            least = least.min(w.min(h));
        }
        if valid && least > best.0 + 1e-3 {
            best = (least, boxes);
        }
    }
    table
        .ends
        .iter()
        .map(|e| e.end)
        .zip(best.1)
        .take(n)
        .collect()
}

/// Whether a disc at (`x`, `y`) of radius `r` reaches into `b`.
fn disc_meets(x: f32, y: f32, r: f32, b: &Rect) -> bool {
    let dx = (b.x - x).max(x - b.x - b.w).max(0.0);
    let dy = (b.y - y).max(y - b.y - b.h).max(0.0);
    dx * dx + dy * dy < r * r - 0.01
}

/// The centre of the letter disc (radius `r`, its outline included) that pairs glowing
/// end `e` with its button: beside the end's marker, never over its number, kept inside
/// `area` (the drawing's box, in the table's units). Of the places just off the marker's
/// far corners, straight ahead and beside it (in that order), the first that clears the
/// marker, then the end tile (the number the end shows), then the table's "?" key (`key`,
/// the legend's button over the drawing's top right corner: a sideways French letter
/// lay on it), then the most other tiles. The disc had sat on the marker's corner, half
/// over the number on a small table.
pub fn letter_spot(table: &TableLayout, e: &OpenEnd, area: Rect, key: Rect, r: f32) -> (f32, f32) {
    let m = end_marker(e, table.unit);
    let (ax, ay) = e.heading.step();
    // Across the line: up where it runs across, right where it runs up or down.
    let (px, py) = (ay.abs(), -ax.abs());
    let (half_along, half_across) = if ax != 0.0 {
        (m.w / 2.0, m.h / 2.0)
    } else {
        (m.h / 2.0, m.w / 2.0)
    };
    // Off a corner the disc clears it (0.75 r along both sides: r√2 · 0.75 > r); beside
    // the marker it reaches no further back than the marker, clear of the end tile.
    let (k, out) = (0.75 * r, r + 1.0);
    // The end tile: the one in the square behind the end's spot.
    let s = e.spot;
    let (bx, by) = (s.x + s.w / 2.0 - ax * s.w, s.y + s.h / 2.0 - ay * s.h);
    let mut best = (u32::MAX, (0.0, 0.0));
    for (along, across) in [
        (half_along + k, half_across + k),
        (half_along + k, -half_across - k),
        (half_along + out, 0.0),
        (r - half_along, half_across + out),
        (r - half_along, -half_across - out),
    ] {
        // min then max, not `clamp` (its panic message formats floats: `view::num`).
        let x = (m.x + m.w / 2.0 + ax * along + px * across)
            .min(area.x + area.w - r)
            .max(area.x + r);
        let y = (m.y + m.h / 2.0 + ay * along + py * across)
            .min(area.y + area.h - r)
            .max(area.y + r);
        let mut cost =
            64 * u32::from(disc_meets(x, y, r, &m)) + 8 * u32::from(disc_meets(x, y, r, &key));
        for t in &table.tiles {
            if disc_meets(x, y, r, &t.rect) {
                cost += if disc_meets(bx, by, s.w / 2.0, &t.rect) {
                    16
                } else {
                    1
                };
            }
        }
        if cost < best.0 {
            best = (cost, (x, y));
        }
    }
    best.1
}

/// The box of the table's "?" key, a disc `k` across in a top corner of `area` (the
/// drawing's box, in the table's units): the right one, unless it is `movable` and a tile
/// or an end's marker lies under the disc there and nothing under the left one (French's
/// cross held sideways, with no band above it, had an arm's end under the key; a band's
/// captions keep the key where it is).
pub fn key_place(table: &TableLayout, area: Rect, k: f32, movable: bool) -> Rect {
    let right = rect(area.x + area.w - k, area.y, k, k);
    let left = rect(area.x, area.y, k, k);
    if movable && under_key(table, &right) && !under_key(table, &left) {
        left
    } else {
        right
    }
}

/// Whether a tile or an end's marker lies under the key's disc, drawn in `key`.
fn under_key(table: &TableLayout, key: &Rect) -> bool {
    let (x, y, r) = (key.x + key.w / 2.0, key.y + key.h / 2.0, key.w / 2.0);
    table.tiles.iter().any(|t| disc_meets(x, y, r, &t.rect))
        || (table.ends.iter()).any(|e| disc_meets(x, y, r, &end_marker(e, table.unit)))
}

/// The key tile, when both line ends are hard ends showing different numbers and the
/// one tile that still fits them both is not on the table (Jamaican: going out with it
/// scores double).
pub fn key_tile(table: &TableLayout, hard_ends: &[End]) -> Option<Tile> {
    let left = table.end(End::LEFT)?;
    let right = table.end(End::RIGHT)?;
    let hard = |e: End| hard_ends.contains(&e);
    if !hard(End::LEFT) || !hard(End::RIGHT) || left.number == right.number {
        return None;
    }
    if left.number.max(right.number) > crate::view::pips::MAX_NUMBER {
        return None;
    }
    let key = Tile::new(left.number, right.number);
    (!table.tiles.iter().any(|t| t.tile == key)).then_some(key)
}

/// What the table shows, in words, for its accessible name: "Table: 6 end, 2 end", the
/// ends named by their numbers as everywhere (a bent line's left end may lie anywhere),
/// the arms of a cross ("0 arm"), hard ends, the spinner, the key tile (`key`: where
/// the family scores it, see [`key_tile`]) and the Matador target.
pub fn table_label(
    table: &TableLayout,
    kind: LayoutKind,
    hard_ends: &[End],
    key: Option<Tile>,
    matador_target: Option<u8>,
) -> String {
    let mut parts: Vec<String> = Vec::new();
    if table.is_empty() {
        parts.push("no tiles yet".to_string());
    }
    for e in &table.ends {
        let name = format!("{} {}", e.number, e.end.word(kind));
        let hard = if hard_ends.contains(&e.end) {
            " (hard)"
        } else {
            ""
        };
        // Matador: what a tile needs there to make the target (or only a matador).
        let needs = match matador_target {
            Some(t) if e.number >= 1 && e.number < t => format!(" (needs {})", t - e.number),
            Some(_) => " (only a matador)".to_string(),
            None => String::new(),
        };
        parts.push(format!("{name}{hard}{needs}"));
    }
    let mut label = format!("Table: {}", parts.join(", "));
    if let Some(spinner) = table.spinner {
        label.push_str(&format!("; spinner {spinner}"));
    }
    if let Some(key) = key {
        label.push_str(&format!("; key tile {key}"));
    }
    if let Some(target) = matador_target {
        label.push_str(&format!("; touching numbers add up to {target}"));
    }
    if !table.is_empty() {
        let n = table.tiles.len();
        let plural = if n == 1 { "" } else { "s" };
        label.push_str(&format!("; {n} tile{plural} down"));
    }
    label
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::hand::is_matador;
    use crate::rules::{Family, HouseRules, Match, Rng, Variant};

    const EPS: f32 = 1e-3;

    pub(super) fn overlaps(a: &Rect, b: &Rect) -> bool {
        a.x + EPS < b.x + b.w
            && b.x + EPS < a.x + a.w
            && a.y + EPS < b.y + b.h
            && b.y + EPS < a.y + a.h
    }

    /// The length of the edge two rectangles share across a gap of at most `gap`.
    fn contact(a: &Rect, b: &Rect, gap: f32) -> f32 {
        let dx = (b.x - (a.x + a.w)).max(a.x - (b.x + b.w));
        let dy = (b.y - (a.y + a.h)).max(a.y - (b.y + b.h));
        let ox = (a.x + a.w).min(b.x + b.w) - a.x.max(b.x);
        let oy = (a.y + a.h).min(b.y + b.h) - a.y.max(b.y);
        if (-EPS..=gap + EPS).contains(&dx) && oy > EPS {
            oy
        } else if (-EPS..=gap + EPS).contains(&dy) && ox > EPS {
            ox
        } else {
            0.0
        }
    }

    /// How the touching numbers must relate.
    #[derive(Clone, Copy, Debug)]
    enum Joining {
        Match,
        SumTo(u8),
    }

    /// Whether `p` lies across the tile it joins (one upright, the other not); the hub
    /// joins nothing.
    fn lies_across(t: &TableLayout, p: &PlacedTile) -> bool {
        p.touches
            .is_none_or(|j| t.tiles[j].upright() != p.upright())
    }

    /// Checks everything a table must be: every tile inside the width and height, no two
    /// tiles (or end markers) overlapping, touching halves showing joining numbers,
    /// doubles crosswise (or in line), and every placing move on the table once.
    fn check(t: &TableLayout, moves: &[Move], join: Option<Joining>, crosswise: bool, what: &str) {
        let bounds = rect(0.0, 0.0, t.width, t.height);
        let s = t.unit;
        let g = (s / 14.0).max(1.0);
        for p in &t.tiles {
            assert!(bounds.contains(&p.rect), "{what}: {p:?} outside {bounds:?}");
            let (long, short) = (p.rect.w.max(p.rect.h), p.rect.w.min(p.rect.h));
            assert!(
                (long - 2.0 * s).abs() < EPS && (short - s).abs() < EPS,
                "{what}"
            );
            let along = matches!(p.heading, Heading::East | Heading::West) != p.upright();
            if let Some(joined) = p.touches {
                // A double lies across the tile it joins (across the line, or at a bend
                // along the next part of it); in move lists no game makes (`join`
                // `None`: a double may join a double there) across that or its heading
                // ([`check_table`] asks legal hands for the first); any other tile along
                // its heading.
                if crosswise && p.tile.is_double() {
                    let to = t.tiles[joined];
                    assert!(
                        lies_across(t, p) || (join.is_none() && (!along || to.tile.is_double())),
                        "{what}: double {:?} not across its tile",
                        p.tile
                    );
                } else {
                    assert!(along, "{what}: {:?} not along its heading", p.tile);
                }
            }
            let (a, b) = (p.first.min(p.second), p.first.max(p.second));
            assert_eq!(Tile::new(a, b), p.tile, "{what}: numbers drawn");
        }
        for e in &t.ends {
            assert!(bounds.contains(&e.spot), "{what}: end {e:?} outside");
            // The end's marker holds its number (two digits too) and covers no tile.
            let marker = end_marker(e, s);
            let text = e.number.to_string();
            let need = crate::view::num::text_width_bound(&text, END_FONT * s) + 0.3 * s;
            assert!(
                marker.w >= need,
                "{what}: marker {marker:?} too narrow for {text}"
            );
            assert!(
                marker.h >= END_FONT * s * 1.3,
                "{what}: marker {marker:?} too low"
            );
            assert!(
                bounds.contains(&marker),
                "{what}: marker {marker:?} outside"
            );
            for p in &t.tiles {
                assert!(
                    !overlaps(&marker, &p.rect),
                    "{what}: marker {marker:?} covers {p:?}"
                );
            }
            for o in t.ends.iter().filter(|o| o.end != e.end) {
                let other = end_marker(o, s);
                assert!(
                    !overlaps(&marker, &other),
                    "{what}: markers {marker:?} {other:?}"
                );
            }
        }
        let boxes: Vec<Rect> = t
            .tiles
            .iter()
            .map(|p| p.rect)
            .chain(t.ends.iter().map(|e| e.spot))
            .collect();
        for (i, a) in boxes.iter().enumerate() {
            for b in &boxes[i + 1..] {
                assert!(!overlaps(a, b), "{what}: {a:?} overlaps {b:?}");
            }
        }
        for p in &t.tiles {
            let Some(q) = p.touches else { continue };
            let q = &t.tiles[q];
            // The half of each that touches the other more (a double lying across the
            // end of a tile touches that tile's end half more than its inner half).
            let touching = |a: &PlacedTile, b: &PlacedTile| {
                let [(h0, n0), (h1, n1)] = a.halves();
                let (c0, c1) = (contact(&h0, &b.rect, g), contact(&h1, &b.rect, g));
                assert!(
                    (c0 - c1).abs() > EPS || n0 == n1,
                    "{what}: {a:?} touches {b:?} with both halves alike"
                );
                if c0 > c1 {
                    (c0, n0)
                } else {
                    (c1, n1)
                }
            };
            let (c, mine) = touching(p, q);
            let (d, theirs) = touching(q, p);
            assert!(
                c.min(d) >= s / 2.0 - EPS,
                "{what}: {p:?} does not touch {q:?}"
            );
            match join {
                None => {}
                Some(Joining::Match) => assert_eq!(mine, theirs, "{what}: {p:?} against {q:?}"),
                Some(Joining::SumTo(target)) => assert!(
                    mine + theirs == target || is_matador(p.tile, target),
                    "{what}: {p:?} against {q:?}"
                ),
            }
        }
        if join.is_some() {
            let mut seen: Vec<usize> = t.tiles.iter().map(|p| p.index).collect();
            seen.sort_unstable();
            let placing: Vec<usize> = moves
                .iter()
                .enumerate()
                .filter(|(_, m)| matches!(m, Move::Pose(_) | Move::Play { .. }))
                .map(|(i, _)| i)
                .collect();
            assert_eq!(seen, placing, "{what}: tiles on the table");
        }
    }

    /// A random legal hand of `family`, played to its end.
    pub(super) fn random_hand(
        family: Family,
        players: u8,
        set: u8,
        seed: u64,
    ) -> (Vec<Move>, Variant) {
        let variant = Variant::new(family, players, set, &HouseRules::new()).expect("variant");
        let mut m = Match::new(variant.clone(), seed);
        let mut rng = Rng::new(seed ^ 0x5eed);
        let mut guard = 0;
        while !m.hand_finished() && guard < 2000 {
            let legal = m.hand().legal_moves();
            if legal.is_empty() {
                break;
            }
            // Prefer tiles to draws and passes, so lines grow long.
            let tiles: Vec<Move> = legal
                .iter()
                .copied()
                .filter(|mv| matches!(mv, Move::Pose(_) | Move::Play { .. }))
                .collect();
            let mv = if !tiles.is_empty() && rng.below(8) != 0 {
                tiles[rng.below(tiles.len() as u32) as usize]
            } else {
                legal[rng.below(legal.len() as u32) as usize]
            };
            m.play(mv).expect("legal move");
            guard += 1;
        }
        (m.moves().to_vec(), variant)
    }

    fn joining(v: &Variant) -> Joining {
        match v.mechanics().join {
            crate::rules::Join::Match => Joining::Match,
            crate::rules::Join::SumTo(n) => Joining::SumTo(n),
        }
    }

    /// Widths from the narrowest phone to a wide desktop, in uneven steps.
    fn sweep() -> impl Iterator<Item = f32> {
        (0..=48)
            .map(|i| 240.0 + 23.7 * i as f32)
            .chain([360.0, 1280.0, 1920.0, 2560.0])
    }

    fn play(tile: (u8, u8), end: u8, open: u8) -> Move {
        Move::Play {
            tile: Tile::new(tile.0, tile.1),
            end: End::new(end),
            open,
        }
    }

    /// A long matching chain of distinct tiles of the set up to `top`, grown by a random
    /// walk on the ends `0..ends` of a layout posed with `pose` (the best of a few tries).
    pub(super) fn chain(top: u8, pose: Tile, ends: u8, seed: u64) -> Vec<Move> {
        let mut best: Vec<Move> = Vec::new();
        for attempt in 0..30u64 {
            let mut rng = Rng::new(seed * 1000 + attempt);
            let mut used = vec![pose];
            let mut open = [pose.low(), pose.high(), pose.high(), pose.high()];
            if ends == 4 {
                open = [pose.high(); 4];
            }
            let mut moves = vec![Move::Pose(pose)];
            loop {
                let mut options = Vec::new();
                for e in 0..ends {
                    let n = open[e as usize];
                    for other in 0..=top {
                        let t = Tile::new(n, other);
                        if !used.contains(&t) {
                            options.push((e, t, n));
                        }
                    }
                }
                if options.is_empty() {
                    break;
                }
                let (e, t, n) = options[rng.below(options.len() as u32) as usize];
                used.push(t);
                open[e as usize] = t.other(n);
                moves.push(Move::Play {
                    tile: t,
                    end: End::new(e),
                    open: t.other(n),
                });
            }
            if moves.len() > best.len() {
                best = moves;
            }
        }
        best
    }

    #[test]
    fn long_lines_snake_inside_every_width() {
        let nine = chain(9, Tile::new(9, 9), 2, 1);
        let fifteen = chain(15, Tile::new(15, 15), 2, 2);
        let nine_one_end = chain(9, Tile::new(0, 9), 1, 3);
        assert!(nine.len() >= 45, "double-nine chain of {}", nine.len());
        assert!(
            fifteen.len() >= 110,
            "double-fifteen chain of {}",
            fifteen.len()
        );
        // 55 tiles of double-nine in one line, all on the right end (numbers not
        // matching: only the shape is checked).
        let all_nine: Vec<Move> = std::iter::once(Move::Pose(Tile::new(0, 0)))
            .chain((1..55).map(|i| {
                let t = Tile::from_index(i).expect("tile");
                Move::Play {
                    tile: t,
                    end: End::RIGHT,
                    open: t.high(),
                }
            }))
            .collect();
        for w in sweep() {
            for crosswise in [true, false] {
                let join = Some(Joining::Match);
                for (name, moves) in [
                    ("d9", &nine),
                    ("d15", &fifteen),
                    ("d9 right", &nine_one_end),
                ] {
                    let t = layout(moves, LayoutKind::Line, crosswise, w);
                    check(
                        &t,
                        moves,
                        join,
                        crosswise,
                        &format!("{name} at {w} {crosswise}"),
                    );
                    assert_eq!(t.ends.len(), 2);
                }
                let t = layout(&all_nine, LayoutKind::Line, crosswise, w);
                assert_eq!(t.tiles.len(), 55);
                check(&t, &all_nine, None, crosswise, &format!("55 at {w}"));
            }
        }
    }

    #[test]
    fn french_arms_with_many_tiles_each_stay_in_their_quarters() {
        for seed in 0..6 {
            // Double-fifteen numbers make long arms; the geometry does not mind the set.
            let moves = chain(15, Tile::new(7, 7), 4, 10 + seed);
            let per_arm: Vec<usize> = (0..4)
                .map(|e| {
                    moves
                        .iter()
                        .filter(|m| matches!(m, Move::Play { end, .. } if end.index() as i32 == e))
                        .count()
                })
                .collect();
            assert!(per_arm.iter().all(|&n| n >= 12), "arms {per_arm:?}");
            for w in sweep() {
                for n in [1, 5, 9, 17, 40, moves.len()] {
                    let n = n.min(moves.len());
                    let t = layout(&moves[..n], LayoutKind::Arms, true, w);
                    check(
                        &t,
                        &moves[..n],
                        Some(Joining::Match),
                        true,
                        &format!("arms {seed} {w} {n}"),
                    );
                    assert_eq!(t.ends.len(), 4);
                }
            }
        }
    }

    #[test]
    fn spinner_crosses_on_and_off_the_pose() {
        for seed in 0..8u64 {
            for pose in [Tile::new(6, 6), Tile::new(2, 6), Tile::new(0, 5)] {
                // Grow a line first, then the spinner's four ends.
                let line = chain(12, pose, 2, 20 + seed);
                let cut = line.len().min(4 + seed as usize);
                let mut moves = line[..cut].to_vec();
                let t = layout(&moves, LayoutKind::Spinner, true, 360.0);
                if t.spinner.is_none() {
                    continue;
                }
                // Extend every open end with matching tiles not yet used.
                let mut rng = Rng::new(seed);
                let mut used: Vec<Tile> = t.tiles.iter().map(|p| p.tile).collect();
                for _ in 0..120 {
                    let t = layout(&moves, LayoutKind::Spinner, true, 360.0);
                    let e = &t.ends[rng.below(t.ends.len() as u32) as usize];
                    let other = (0..=15u8)
                        .map(|o| Tile::new(e.number, o))
                        .find(|tile| !used.contains(tile));
                    let Some(tile) = other else { continue };
                    used.push(tile);
                    moves.push(Move::Play {
                        tile,
                        end: e.end,
                        open: tile.other(e.number),
                    });
                }
                for w in sweep() {
                    for n in (1..=moves.len()).step_by(7).chain([moves.len()]) {
                        let t = layout(&moves[..n], LayoutKind::Spinner, true, w);
                        let what = format!("spinner {pose} seed {seed} w {w} n {n}");
                        check(&t, &moves[..n], Some(Joining::Match), true, &what);
                    }
                }
            }
        }
    }

    #[test]
    fn a_short_line_reads_left_to_right() {
        let moves = [
            Move::Pose(Tile::new(6, 6)),
            play((6, 2), 0, 2),
            Move::Pass,
            play((6, 5), 1, 5),
            Move::Draw,
            play((2, 2), 0, 2),
        ];
        let t = layout(&moves, LayoutKind::Line, true, 360.0);
        assert_eq!(t.tiles.len(), 4);
        let pose = t.tiles[0];
        assert_eq!(
            (pose.index, pose.upright()),
            (0, true),
            "the posed double stands across"
        );
        assert!(
            (pose.rect.x + pose.rect.w / 2.0 - 180.0).abs() < EPS,
            "centred"
        );
        let by_index = |i: usize| *t.tiles.iter().find(|p| p.index == i).expect("placed");
        let left = by_index(1);
        assert_eq!(
            (left.first, left.second, left.heading),
            (2, 6, Heading::West)
        );
        assert!(left.rect.x + left.rect.w < pose.rect.x);
        let right = by_index(3);
        assert_eq!(
            (right.first, right.second, right.heading),
            (6, 5, Heading::East)
        );
        assert!(right.rect.x > pose.rect.x + pose.rect.w);
        let double = by_index(5);
        assert!(double.upright() && double.rect.x + double.rect.w < left.rect.x);
        assert_eq!(t.ends.len(), 2);
        assert_eq!((t.ends[0].end, t.ends[0].number), (End::LEFT, 2));
        assert_eq!((t.ends[1].end, t.ends[1].number), (End::RIGHT, 5));
        assert!(t.ends[0].spot.x + t.ends[0].spot.w <= double.rect.x);
        // Matador: the same double lies in line.
        let t = layout(&moves, LayoutKind::Line, false, 360.0);
        assert!(!t.tiles[0].upright());
        check(&t, &moves, Some(Joining::Match), false, "matador line");
    }

    #[test]
    fn the_spinner_opens_its_short_sides_once_both_long_sides_are_covered() {
        let mut moves = vec![Move::Pose(Tile::new(2, 3)), play((3, 5), 1, 5)];
        let t = layout(&moves, LayoutKind::Spinner, true, 360.0);
        assert_eq!((t.spinner, t.ends.len()), (None, 2));
        moves.push(play((5, 5), 1, 5));
        let t = layout(&moves, LayoutKind::Spinner, true, 360.0);
        assert_eq!(t.spinner, Some(Tile::new(5, 5)));
        assert_eq!(t.ends.len(), 2, "the spinner's far side is not covered yet");
        // Laid out around the spinner: it is the hub, in the middle, marked.
        let hub = t.tiles.iter().find(|p| p.spinner).expect("spinner");
        assert!((hub.rect.x + hub.rect.w / 2.0 - 180.0).abs() < EPS);
        moves.push(play((5, 1), 1, 1));
        let t = layout(&moves, LayoutKind::Spinner, true, 360.0);
        let ends: Vec<(End, u8)> = t.ends.iter().map(|e| (e.end, e.number)).collect();
        assert_eq!(
            ends,
            [
                (End::LEFT, 2),
                (End::RIGHT, 1),
                (End::NORTH, 5),
                (End::SOUTH, 5)
            ]
        );
        let hub = t.tiles.iter().find(|p| p.spinner).expect("spinner");
        let north = t.end(End::NORTH).expect("north");
        assert!(north.spot.y + north.spot.h <= hub.rect.y && north.heading == Heading::North);
        let south = t.end(End::SOUTH).expect("south");
        assert!(south.spot.y >= hub.rect.y + hub.rect.h);
        check(
            &t,
            &moves,
            Some(Joining::Match),
            true,
            "spinner off the pose",
        );
    }

    #[test]
    fn tiles_stay_put_as_the_line_grows() {
        // Only the whole picture may move down (a new row on top); no tile moves
        // against the pose, so only the newest tile needs to slide in.
        let moves = chain(9, Tile::new(4, 4), 2, 7);
        for w in [360.0, 1280.0] {
            let full = layout(&moves, LayoutKind::Line, true, w);
            for n in 1..moves.len() {
                let part = layout(&moves[..n], LayoutKind::Line, true, w);
                let dy = full.tiles[0].rect.y - part.tiles[0].rect.y;
                for p in &part.tiles {
                    let q = full
                        .tiles
                        .iter()
                        .find(|q| q.index == p.index)
                        .expect("tile");
                    assert!((q.rect.x - p.rect.x).abs() < EPS, "{w} {n}: {p:?}");
                    assert!((q.rect.y - p.rect.y - dy).abs() < EPS, "{w} {n}: {p:?}");
                    assert_eq!((q.first, q.second), (p.first, p.second));
                }
            }
        }
    }

    #[test]
    fn odd_move_lists_and_widths_never_panic() {
        let garbage = [
            play((1, 2), 0, 1),
            Move::Draw,
            Move::Pass,
            Move::Claim,
            Move::Pose(Tile::new(3, 4)),
            Move::Pose(Tile::new(5, 5)),
            play((4, 9), 3, 4),
            play((4, 9), 2, 4),
            play((3, 3), 3, 3),
            play((3, 8), 0, 15),
            play((3, 8), 0, 3),
            play((3, 8), 0, 3),
        ];
        for kind in [LayoutKind::Line, LayoutKind::Spinner, LayoutKind::Arms] {
            for w in [f32::NAN, -5.0, 0.0, 100.0, 360.0, f32::INFINITY, 1e30] {
                for crosswise in [true, false] {
                    let empty = layout(&[], kind, crosswise, w);
                    assert!(empty.is_empty() && empty.ends.is_empty());
                    assert!(empty.height > 0.0 && empty.width >= MIN_WIDTH);
                    let t = layout(&garbage, kind, crosswise, w);
                    check(&t, &garbage, None, crosswise, &format!("{kind:?} {w}"));
                    assert_eq!(t.tiles[0].tile, Tile::new(3, 4), "the first pose counts");
                    assert!(t.tiles.iter().all(|p| p.index >= 4));
                    let _ = table_label(&t, kind, &[End::SOUTH, End::LEFT], None, Some(13));
                    for h in [f32::NAN, -1.0, 0.0, 30.0, 269.0, f32::INFINITY] {
                        let t = steady(&garbage, kind, crosswise, w, h, true);
                        assert!(t.tiles.iter().all(|p| p.index >= 4));
                        let area = rect(0.0, 0.0, t.width, t.height.min(1e6));
                        let _ = end_targets(&t, area, 44.0);
                    }
                }
            }
        }
        // Far more moves than a set has tiles, and random rubbish.
        let mut rng = Rng::new(99);
        for hand in 0..200 {
            let moves: Vec<Move> = (0..rng.below(400))
                .map(|_| {
                    let a = rng.below(16) as u8;
                    let b = rng.below(16) as u8;
                    match rng.below(6) {
                        0 => Move::Pose(Tile::new(a, b)),
                        1 => Move::Pass,
                        _ => Move::Play {
                            tile: Tile::new(a, b),
                            end: End::new(rng.below(4) as u8),
                            open: rng.below(20) as u8,
                        },
                    }
                })
                .collect();
            for kind in [LayoutKind::Line, LayoutKind::Spinner, LayoutKind::Arms] {
                let w = 240.0 + rng.below(1400) as f32;
                let t = layout(&moves, kind, hand % 2 == 0, w);
                assert!(t.tiles.len() <= MAX_TILES);
                if hand % 10 == 0 {
                    let s = steady(&moves, kind, hand % 2 == 0, w, 300.0, true);
                    check(&s, &moves, None, hand % 2 == 0, &format!("steady {hand}"));
                }
                check(
                    &t,
                    &moves,
                    None,
                    hand % 2 == 0,
                    &format!("rubbish {hand} {kind:?}"),
                );
            }
        }
    }

    #[test]
    fn the_label_names_the_open_ends() {
        let moves = [Move::Pose(Tile::new(6, 6)), play((6, 2), 1, 2)];
        let t = layout(&moves, LayoutKind::Line, true, 360.0);
        assert_eq!(
            table_label(&t, LayoutKind::Line, &[], None, None),
            "Table: 6 end, 2 end; 2 tiles down"
        );
        let hard = table_label(&t, LayoutKind::Line, &[End::RIGHT], None, Some(7));
        assert!(
            hard.starts_with("Table: 6 end (needs 1), 2 end (hard) (needs 5)"),
            "{hard}"
        );
        assert!(hard.contains("touching numbers add up to 7"), "{hard}");
        assert!(hard.contains("6 end (needs 1)"), "{hard}");
        let empty = layout(&[], LayoutKind::Line, true, 360.0);
        assert_eq!(
            table_label(&empty, LayoutKind::Line, &[], None, None),
            "Table: no tiles yet"
        );
        let arms = layout(
            &[Move::Pose(Tile::new(0, 0))],
            LayoutKind::Arms,
            true,
            360.0,
        );
        assert_eq!(
            table_label(&arms, LayoutKind::Arms, &[], None, None),
            "Table: 0 arm, 0 arm, 0 arm, 0 arm; 1 tile down"
        );
        let spin = layout(
            &[Move::Pose(Tile::new(5, 5))],
            LayoutKind::Spinner,
            true,
            360.0,
        );
        assert!(table_label(&spin, LayoutKind::Spinner, &[], None, None).contains("spinner 5-5"));
    }

    #[test]
    fn the_key_tile_shows_when_both_ends_are_hard_and_differ() {
        let moves = [
            Move::Pose(Tile::new(6, 6)),
            play((6, 2), 1, 2),
            play((6, 3), 0, 3),
        ];
        let t = layout(&moves, LayoutKind::Line, true, 360.0);
        let both = [End::LEFT, End::RIGHT];
        assert_eq!(key_tile(&t, &both), Some(Tile::new(2, 3)));
        assert_eq!(key_tile(&t, &[End::LEFT]), None);
        assert!(
            table_label(&t, LayoutKind::Line, &both, key_tile(&t, &both), None)
                .contains("key tile 2-3")
        );
        let same = [Move::Pose(Tile::new(2, 6)), play((6, 2), 1, 2)];
        assert_eq!(
            key_tile(&layout(&same, LayoutKind::Line, true, 360.0), &both),
            None
        );
    }

    #[test]
    fn the_unit_grows_with_the_width() {
        assert_eq!(unit_for(360.0), 20.0);
        assert_eq!(unit_for(1280.0), 28.0);
        assert_eq!(unit_for(f32::NAN), 16.0);
        assert!(unit_for(500.0) > unit_for(400.0));
    }

    /// [`check`] with the joining rule of the family the layout's shape and doubles say
    /// nothing about: only the shape, sizes, overlaps and bounds.
    pub(super) fn check_table(t: &TableLayout, moves: &[Move], crosswise: bool, what: &str) {
        check(t, moves, None, crosswise, what);
        // A legal hand: every double across the tile it joins.
        for p in t.tiles.iter().filter(|p| crosswise && p.tile.is_double()) {
            assert!(
                lies_across(t, p),
                "{what}: double {:?} not across its tile",
                p.tile
            );
        }
        let placing = moves
            .iter()
            .filter(|m| matches!(m, Move::Pose(_) | Move::Play { .. }))
            .count();
        assert_eq!(
            t.tiles.len(),
            placing.min(MAX_TILES),
            "{what}: tiles on the table"
        );
    }

    const WIDTHS: [f32; 6] = [360.0, 412.0, 600.0, 768.0, 980.0, 1280.0];

    #[test]
    fn random_legal_hands_of_every_family_fit_at_every_width() {
        let tables: &[(Family, u8, u8)] = &[
            (Family::Jamaican, 4, 6),
            (Family::CutThroat, 2, 6),
            (Family::CutThroat, 3, 6),
            (Family::French, 4, 6),
            (Family::Haitian, 2, 6),
            (Family::Chiva, 2, 6),
            (Family::Partnership, 4, 6),
            (Family::BlockDraw, 2, 9),
            (Family::BlockDraw, 2, 15),
            (Family::AllFives, 2, 6),
            (Family::AllFives, 2, 9),
            (Family::AllFives, 2, 12),
            (Family::AllFives, 2, 15),
            (Family::AllFives, 4, 6),
            (Family::Matador, 2, 6),
            (Family::Matador, 2, 9),
            (Family::Matador, 2, 15),
        ];
        for &(family, players, set) in tables {
            for seed in 0..12u64 {
                let (moves, variant) = random_hand(family, players, set, seed);
                let mech = variant.mechanics();
                let crosswise = family != Family::Matador;
                for &w in &WIDTHS {
                    // Every stage of the hand, not just its end.
                    for n in (0..=moves.len()).step_by(3).chain([moves.len()]) {
                        let t = layout(&moves[..n], mech.layout, crosswise, w);
                        let what = format!("{family:?} {players}p d{set} seed {seed} w {w} n {n}");
                        check(&t, &moves[..n], Some(joining(&variant)), crosswise, &what);
                    }
                }
            }
        }
    }
}

/// [`fit`] over random hands: the tile sizes a box gives, no overlap, all inside.
#[cfg(test)]
mod fit_tests {
    use super::tests::{check_table, random_hand};
    use super::*;
    use crate::rules::Family;

    /// A 360x740 phone's felt (portrait, 4 players: between the seats and your hand).
    const PHONE: (f32, f32) = (350.0, 380.0);
    /// The same phone's felt with a little more height.
    const PHONE_TALL: (f32, f32) = (350.0, 420.0);
    /// A 740x360 phone's felt (landscape).
    const LANDSCAPE: (f32, f32) = (520.0, 200.0);
    /// Desktop felts (1280x800 with the side panels, and a full-width one).
    const DESKTOP: (f32, f32) = (800.0, 440.0);
    const WIDE: (f32, f32) = (1240.0, 560.0);
    /// Captions (Matador target, key tile, ends total) and the legend on top.
    const BAND: bool = true;

    /// A felt a sideways phone leaves when your rack takes two rows (740x360, ten tiles in
    /// hand after drawing: 501x99, the band 36 of it): a line in one row stood in a
    /// height of three units, room for a double standing and one unit more, so a first
    /// tile came out 15.5 px (13 px drawn) where two units and the margins give 21. A
    /// line in one row is as tall as its tiles and end boxes, at least a standing double.
    #[test]
    fn a_short_felt_lays_a_line_in_one_row_big() {
        let (w, h) = (501.0, 99.0);
        for family in [Family::AllFives, Family::BlockDraw, Family::CutThroat] {
            for seed in 0..20 {
                let (moves, variant) = random_hand(family, 2, 6, seed);
                let kind = variant.mechanics().layout;
                let mut steady = Steady::default();
                for n in 1..=moves.len().min(6) {
                    let t = steady.lay_up_to(&moves[..n], kind, true, (w, h, BAND), 28);
                    let what = format!("{family:?} seed {seed} n {n}");
                    check_table(&t, &moves[..n], true, &what);
                    if n == 1 {
                        assert!(t.unit >= 20.0, "{what}: the first tile {} px", t.unit);
                    }
                }
            }
        }
    }

    /// Every family, player count and set, with `seeds` random hands each, laid out at
    /// every stage in the box `(w, h)`: checks the table, and returns the smallest unit
    /// seen per (family, players, set).
    fn sweep(w: f32, h: f32, seeds: u64, step: usize) -> Vec<(Family, u8, u8, f32)> {
        let mut out = Vec::new();
        for family in Family::ALL {
            for &players in family.player_counts() {
                for set in family.sets().iter().map(|d| d.top()) {
                    let mut least = f32::INFINITY;
                    for seed in 0..seeds {
                        let (moves, variant) = random_hand(family, players, set, seed);
                        let kind = variant.mechanics().layout;
                        let crosswise = family != Family::Matador;
                        for n in (1..=moves.len()).step_by(step).chain([moves.len()]) {
                            let t = fit(&moves[..n], kind, crosswise, w, h, BAND);
                            let what = format!(
                                "{family:?} {players}p d{set} seed {seed} n {n} in {w}x{h}"
                            );
                            check_table(&t, &moves[..n], crosswise, &what);
                            assert_eq!(t.width, w, "{what}");
                            if t.unit > MIN_UNIT {
                                assert!(
                                    t.height + band_height(t.unit) <= h + 1e-3,
                                    "{what}: too tall"
                                );
                                // Half a pixel bigger would not have fitted.
                            }
                            least = least.min(t.unit);
                        }
                    }
                    out.push((family, players, set, least));
                }
            }
        }
        out
    }

    /// Whether a table laid out at unit `s` (any column count) fits the box: what
    /// [`fit`] looks for.
    fn fits_at(moves: &[Move], kind: LayoutKind, crosswise: bool, w: f32, h: f32, s: f32) -> bool {
        [COLUMN_TILES, 2, 1].into_iter().any(|c| {
            let t = layout_at(moves, kind, crosswise, w, (s, c, 1.0));
            t.height + band_height(s) <= h + 1e-3 && t.inside_width()
        })
    }

    fn least(seen: &[(Family, u8, u8, f32)], keep: impl Fn(Family, u8, u8) -> bool) -> f32 {
        seen.iter()
            .filter(|&&(f, p, set, _)| keep(f, p, set))
            .map(|&(_, _, _, u)| 2.0 * u)
            .fold(f32::INFINITY, f32::min)
    }

    #[test]
    fn phone_tables_keep_tiles_big() {
        for (w, h) in [PHONE, PHONE_TALL] {
            let seen = sweep(w, h, 16, 2);
            // A 4-player double-six hand: 40 px and more all hand long (41 seen).
            let four = least(&seen, |_, p, set| p == 4 && set == 6);
            assert!(four >= 40.0, "{w}x{h}: 4-player double-six down to {four}");
            let six = least(&seen, |_, _, set| set == 6);
            assert!(six >= 40.0, "{w}x{h}: double-six down to {six}");
            let all = least(&seen, |_, _, _| true);
            assert!(all >= 2.0 * MIN_UNIT, "{w}x{h}: {all}");
        }
        let seen = sweep(LANDSCAPE.0, LANDSCAPE.1, 16, 2);
        let six = least(&seen, |_, _, set| set == 6);
        assert!(six >= 28.0, "landscape: double-six down to {six}");
    }

    #[test]
    fn desktop_tables_are_bigger_still() {
        let seen = sweep(DESKTOP.0, DESKTOP.1, 10, 3);
        let six = least(&seen, |_, _, set| set == 6);
        assert!(six >= 56.0, "desktop: double-six down to {six}");
        let all = least(&seen, |_, _, _| true);
        assert!(all >= 32.0, "desktop: any set down to {all}");
        let seen = sweep(WIDE.0, WIDE.1, 6, 3);
        let six = least(&seen, |_, _, set| set == 6);
        assert!(six >= 68.0, "wide: double-six down to {six}");
    }

    /// The felt boxes a 360x740 and a 740x360 phone give the board (measured in the
    /// browser by `board.test.mjs`).
    const PHONE_FELTS: [(f32, f32); 2] = [(340.0, 269.0), (353.0, 200.0)];

    #[test]
    fn tiles_keep_their_places_through_a_hand() {
        for (w, h) in PHONE_FELTS {
            let (mut hands, mut relays) = (0usize, 0usize);
            for family in Family::ALL {
                for &players in family.player_counts() {
                    for set in family.sets().iter().map(|d| d.top()) {
                        for seed in 0..6 {
                            let (moves, variant) = random_hand(family, players, set, seed);
                            let kind = variant.mechanics().layout;
                            let crosswise = family != Family::Matador;
                            let mut before: Option<TableLayout> = None;
                            let mut count = 0;
                            for n in 1..=moves.len() {
                                let what = format!(
                                    "{family:?} {players}p d{set} seed {seed} n {n} in {w}x{h}"
                                );
                                let t = steady(&moves[..n], kind, crosswise, w, h, BAND);
                                check_table(&t, &moves[..n], crosswise, &what);
                                if t.unit > MIN_UNIT {
                                    assert!(
                                        t.height + band_height(t.unit) <= h + 1e-3,
                                        "{what}: too tall"
                                    );
                                }
                                let Some(b) = before.replace(t.clone()) else {
                                    continue;
                                };
                                assert!(t.unit <= b.unit, "{what}: the tiles grew");
                                let (b0, t0) = (b.tiles.first(), t.tiles.first());
                                let same_hub = b0.map(|p| p.index) == t0.map(|p| p.index);
                                let kept = same_hub
                                    && b.tiles.iter().all(|p| {
                                        let (b0, t0) = (b.tiles[0].rect, t.tiles[0].rect);
                                        let Some(q) = t.tiles.iter().find(|q| q.index == p.index)
                                        else {
                                            return false;
                                        };
                                        (p.rect.x - b0.x - (q.rect.x - t0.x)).abs() < 0.01
                                            && (p.rect.y - b0.y - (q.rect.y - t0.y)).abs() < 0.01
                                            && (p.rect.w - q.rect.w).abs() < 0.01
                                    });
                                if !kept {
                                    count += 1;
                                    // A re-lay is a real step down, but for the All Fives
                                    // line laid out again around its new spinner.
                                    assert!(
                                        t.unit <= (b.unit * RELAY_STEP).max(MIN_UNIT) + 0.01
                                            || !same_hub,
                                        "{what}: re-laid from {} to {}",
                                        b.unit,
                                        t.unit
                                    );
                                }
                            }
                            hands += 1;
                            relays += count;
                            let last = before.as_ref().map_or(MAX_UNIT, |t| t.unit);
                            // Double-six tiles stay at least 30 px long upright, 24 sideways
                            // (32 and 27 seen over 12 hands each; 32 and 24 in session 8).
                            if set == 6 {
                                let floor = if h > 250.0 { 15.0 } else { 13.0 };
                                assert!(last >= floor, "{family:?} {players}p seed {seed}: {last}");
                            }
                            // A double-six hand re-lays a few times at most.
                            if set == 6 {
                                assert!(
                                    count <= 5,
                                    "{family:?} {players}p seed {seed}: {count} re-lays in {w}x{h}"
                                );
                            }
                        }
                    }
                }
            }
            let per_hand = relays as f32 / hands as f32;
            assert!(per_hand <= 3.5, "{w}x{h}: {per_hand} re-lays a hand");
        }
    }

    /// [`steady`] as it was before [`Steady`] (commit ac12380): every call laid the
    /// hand out from its first move. Kept as the reference the kept state must match.
    fn steady_as_it_was(
        moves: &[Move],
        kind: LayoutKind,
        doubles_crosswise: bool,
        width: f32,
        height: f32,
        band: bool,
    ) -> TableLayout {
        let width = clamp_width(width);
        if height.is_nan() || height <= 0.0 || height.is_infinite() {
            return layout(moves, kind, doubles_crosswise, width);
        }
        let lay = |moves: &[Move], at: At| layout_at(moves, kind, doubles_crosswise, width, at);
        let room = |s: f32| height - if band { band_height(s) } else { 0.0 };
        let fits = |t: &TableLayout| fits_room(t, &room);
        // The moves after which a tile may be down, the last one always.
        let stops = moves
            .iter()
            .enumerate()
            .filter(|(_, m)| matches!(m, Move::Pose(_) | Move::Play { .. }))
            .map(|(i, _)| i + 1)
            .filter(|&n| n < moves.len())
            .chain([moves.len()]);
        // The unit and column count in use, and where the first tile's top is.
        let mut scale: Option<(At, f32)> = None;
        let mut table = lay(&[], (MAX_UNIT, COLUMN_TILES, 1.0));
        for n in stops {
            let down = &moves[..n];
            let kept = scale.map(|(at, _)| lay(down, at)).filter(fits);
            let (t, at, hub) = match (kept, scale) {
                (Some(t), Some((at, hub))) => (t, at, hub),
                _ => {
                    let ceiling =
                        scale.map_or(MAX_UNIT, |((s, ..), _)| (s * RELAY_STEP).max(MIN_UNIT));
                    let shape = scale.map(|(at, _)| at);
                    // Nothing fits this far into the hand: nothing will further on.
                    let Some((at, hub)) =
                        relay(down, kind, ceiling, shape, usize::MAX, &lay, &room)
                    else {
                        return fit(moves, kind, doubles_crosswise, width, height, band);
                    };
                    (lay(down, at), at, hub)
                }
            };
            // The first tile stays put unless the line would leave the box.
            let now = t.tiles.first().map_or(0.0, |p| p.rect.y);
            let dy = (hub - now).clamp(0.0, (room(t.unit) - t.height).max(0.0));
            scale = Some((at, now + dy));
            table = t;
            table.shift(dy);
        }
        table.height = table.height.max(room(table.unit));
        table
    }

    /// One [`Steady`] fed a hand a move at a time (as the page does, with a second box
    /// now and then, a move taken back and the next hand) gives at every move the table
    /// that laying the hand out from its first move gives, as it was and as it is.
    #[test]
    fn a_steady_table_carried_from_move_to_move_is_the_one_laid_from_scratch() {
        let mut steady_table = Steady::default();
        let mut calls = 0usize;
        for (w, h) in PHONE_FELTS {
            for family in Family::ALL {
                for &players in family.player_counts() {
                    for set in family.sets().iter().map(|d| d.top()) {
                        for seed in 0..3 {
                            let (moves, variant) = random_hand(family, players, set, seed);
                            let kind = variant.mechanics().layout;
                            let crosswise = family != Family::Matador;
                            for n in 0..=moves.len() {
                                let what = format!(
                                    "{family:?} {players}p d{set} seed {seed} n {n} in {w}x{h}"
                                );
                                let down = &moves[..n];
                                let then = steady_as_it_was(down, kind, crosswise, w, h, BAND);
                                let now = steady(down, kind, crosswise, w, h, BAND);
                                assert_eq!(now, then, "{what}: from scratch");
                                let kept = steady_table.lay(down, kind, crosswise, w, h, BAND);
                                assert_eq!(kept, then, "{what}: carried");
                                calls += 1;
                                // Now and then the page's box changes for a moment, or
                                // a move is taken back and made again.
                                if n % 7 == 3 {
                                    let other = steady_table.lay(down, kind, crosswise, h, w, BAND);
                                    assert_eq!(other, steady(down, kind, crosswise, h, w, BAND));
                                }
                                if n % 11 == 5 {
                                    let back = &moves[..n - 1];
                                    let t = steady_table.lay(back, kind, crosswise, w, h, BAND);
                                    assert_eq!(t, steady(back, kind, crosswise, w, h, BAND));
                                }
                            }
                        }
                    }
                }
            }
        }
        assert!(calls > 1000, "only {calls} tables compared");
    }

    /// Whether every tile of `before` lies on `after` where `before` scaled down to
    /// `after`'s unit puts it (the first tile's place aside), the same size scaled.
    fn scaled(before: &TableLayout, after: &TableLayout) -> bool {
        let k = after.unit / before.unit;
        let (Some(b0), Some(a0)) = (before.tiles.first(), after.tiles.first()) else {
            return false;
        };
        let off = |b: f32, a: f32| (b * k - a).abs() > 0.05;
        b0.index == a0.index
            && before.tiles.iter().all(|p| {
                after
                    .tiles
                    .iter()
                    .find(|q| q.index == p.index)
                    .is_some_and(|q| {
                        !(off(p.rect.x - b0.rect.x, q.rect.x - a0.rect.x)
                            || off(p.rect.y - b0.rect.y, q.rect.y - a0.rect.y)
                            || off(p.rect.w, q.rect.w)
                            || off(p.rect.h, q.rect.h))
                    })
            })
    }

    /// A line re-laid smaller keeps its shape where that leaves the tiles at most
    /// [`KEEP_SHAPE`] smaller than laying it out again in the whole width: the tiles
    /// shrink where they lie (a zoom), instead of snaking in other rows. Over random
    /// hands of the families laid as a line, in the felts the page gives the board on a
    /// phone held upright and sideways and on a desktop (twelve hands of every form), 19%,
    /// 47% and 18% of re-lays keep the shape (about 5%, 27% and 1% before). No re-lay
    /// makes tiles under [`MIN_UNIT`], and a line in one row grows along its row.
    #[test]
    fn a_line_re_laid_smaller_keeps_its_shape_where_that_costs_little() {
        for (w, h, least) in [
            (340.0, 352.0, 0.15),
            (501.0, 207.0, 0.4),
            (612.0, 381.0, 0.15),
        ] {
            let (mut relays, mut kept) = (0usize, 0usize);
            for family in Family::ALL {
                for &players in family.player_counts() {
                    for set in family.sets().iter().map(|d| d.top()) {
                        for seed in 0..12 {
                            let (moves, variant) = random_hand(family, players, set, seed);
                            let kind = variant.mechanics().layout;
                            if kind != LayoutKind::Line {
                                continue;
                            }
                            let crosswise = family != Family::Matador;
                            let mut steady = Steady::default();
                            let mut before: Option<TableLayout> = None;
                            for n in 1..=moves.len() {
                                let t = steady.lay(&moves[..n], kind, crosswise, w, h, BAND);
                                let what =
                                    format!("{family:?} {players}p d{set} seed {seed} n {n}");
                                check_table(&t, &moves[..n], crosswise, &what);
                                if let Some(b) = before.filter(|b| t.unit < b.unit) {
                                    relays += 1;
                                    assert!(t.unit >= MIN_UNIT, "{what}: {} px tiles", t.unit);
                                    // A line in one row that the box's width keeps in
                                    // one row grows along it (that re-lay is a zoom
                                    // already), its next tile not turned at a corner.
                                    let full = |k: usize| {
                                        layout_at(
                                            &moves[..k],
                                            kind,
                                            crosswise,
                                            w,
                                            (t.unit, COLUMN_TILES, 1.0),
                                        )
                                    };
                                    let row = |t: &TableLayout| {
                                        t.tiles.iter().all(|p| {
                                            matches!(p.heading, Heading::East | Heading::West)
                                        })
                                    };
                                    if row(&b) && row(&full(n - 1)) {
                                        assert!(
                                            t.same_shape(&full(n)),
                                            "{what}: a row's re-lay turned"
                                        );
                                    }
                                    if scaled(&b, &t) {
                                        kept += 1;
                                        // Centred in the felt, inside it.
                                        let (x0, x1) =
                                            t.tiles.iter().fold((w, 0.0f32), |(lo, hi), p| {
                                                (lo.min(p.rect.x), hi.max(p.rect.x + p.rect.w))
                                            });
                                        assert!(x0 >= 0.0 && x1 <= w, "{what}: outside the felt");
                                    }
                                }
                                before = Some(t);
                            }
                        }
                    }
                }
            }
            let share = kept as f32 / relays as f32;
            assert!(
                share >= least,
                "{w}x{h}: {kept} of {relays} re-lays keep the line's shape"
            );
        }
    }

    /// When the felt grows taller mid-hand (your rack gives up a row), the table stays as
    /// it stood, every tile in its place; the next tile down lays it out a step bigger
    /// where the room gained allows, and the line keeps inside the taller box, with tiles
    /// no smaller than in the box before.
    #[test]
    fn a_box_grown_taller_keeps_the_table_where_it_stands() {
        let (w, short, tall) = (340.0, 261.0, 352.0);
        let (mut grew, mut bigger) = (0, 0);
        for family in Family::ALL {
            for &players in family.player_counts() {
                let set = family.sets()[0].top();
                for seed in 0..3 {
                    let (moves, variant) = random_hand(family, players, set, seed);
                    let kind = variant.mechanics().layout;
                    let crosswise = family != Family::Matador;
                    let at = moves.len() / 2;
                    let mut kept = Steady::default();
                    let (mut before, mut unit) = (None, 0.0);
                    for n in 0..=at {
                        unit = before.map_or(0.0, |t: TableLayout| t.unit);
                        before = Some(kept.lay(&moves[..n], kind, crosswise, w, short, BAND));
                    }
                    let before = before.expect("a table");
                    // (A last tile that made the table smaller is laid again: below.)
                    if before.unit < unit {
                        continue;
                    }
                    let what = format!("{family:?} {players}p seed {seed} at move {at}");
                    let after = kept.lay(&moves[..at], kind, crosswise, w, tall, BAND);
                    if before.height > short - band_height(before.unit) + 1e-3 {
                        continue;
                    }
                    let places =
                        |t: &TableLayout| t.tiles.iter().map(|p| p.rect).collect::<Vec<_>>();
                    assert_eq!(places(&after), places(&before), "{what}: the tiles moved");
                    assert_eq!(after.unit, before.unit, "{what}: the unit");
                    grew += 1;
                    for n in at + 1..=moves.len() {
                        let t = kept.lay(&moves[..n], kind, crosswise, w, tall, BAND);
                        let shrunk = steady(&moves[..n], kind, crosswise, w, short, BAND);
                        assert!(
                            t.height + band_height(t.unit) <= tall + 1e-3 || t.unit <= MIN_UNIT,
                            "{what}: move {n} leaves the box"
                        );
                        assert!(
                            t.unit >= shrunk.unit,
                            "{what}: move {n} smaller than before"
                        );
                        if n == at + 1 && t.unit > before.unit {
                            bigger += 1;
                        }
                    }
                }
            }
        }
        assert!(grew > 20, "only {grew} hands grew");
        assert!(
            bigger > 5,
            "only {bigger} of {grew} tables laid bigger at the next tile"
        );
    }

    /// Your tile down gives up your rack's row: the page lays the table for it in the old
    /// felt, then measures the taller one before anything is shown. A tile that made the
    /// table smaller in the old felt is laid again in the taller one: the table keeps the
    /// size it had (nine times in ten at least; the tiles before keep their places
    /// relative to each other, the line sliding as a whole to make room for the new one
    /// if it must), and the line fits the felt. Other tiles are not laid again.
    #[test]
    fn a_box_grown_taller_right_after_a_tile_that_made_the_table_smaller_lays_it_again() {
        let (w, short, tall) = (500.0, 155.0, 213.0);
        let (mut redone, mut smaller, mut regrown) = (0, 0, 0);
        for family in Family::ALL {
            for &players in family.player_counts() {
                let set = family.sets()[0].top();
                for seed in 0..4 {
                    let (moves, variant) = random_hand(family, players, set, seed);
                    let kind = variant.mechanics().layout;
                    let crosswise = family != Family::Matador;
                    let mut page = Steady::default();
                    let mut before = page.lay(&[], kind, crosswise, w, short, BAND);
                    for n in 1..=moves.len() {
                        let what = format!("{family:?} {players}p seed {seed} move {n}");
                        let down = &moves[..n];
                        let laid = page.lay(down, kind, crosswise, w, short, BAND);
                        let old = before.tiles.len();
                        // The tiles down before, by their moves, as laid now.
                        let same_moves = |t: &TableLayout| -> Vec<PlacedTile> {
                            before
                                .tiles
                                .iter()
                                .filter_map(|b| t.tiles.iter().find(|p| p.index == b.index))
                                .cloned()
                                .collect()
                        };
                        let moved = laid.unit != before.unit || same_moves(&laid) != before.tiles;
                        if !moved || old == 0 || laid.tiles.len() != old + 1 {
                            before = laid;
                            continue;
                        }
                        // The felt grows before the table is shown.
                        let again = page.lay(down, kind, crosswise, w, tall, BAND);
                        redone += 1;
                        assert!(
                            again.unit >= laid.unit,
                            "{what}: smaller than in the old felt"
                        );
                        if laid.unit < before.unit {
                            smaller += 1;
                            regrown += usize::from(again.unit >= before.unit);
                        }
                        assert!(
                            again.height + band_height(again.unit) <= tall + 1e-3
                                || again.unit <= MIN_UNIT,
                            "{what}: the line leaves the felt"
                        );
                        if again.unit == before.unit {
                            let (a, b) = (same_moves(&again), &before.tiles);
                            let (dx, dy) = (a[0].rect.x - b[0].rect.x, a[0].rect.y - b[0].rect.y);
                            for (x, y) in a.iter().zip(b) {
                                let r = Rect {
                                    x: y.rect.x + dx,
                                    y: y.rect.y + dy,
                                    ..y.rect
                                };
                                assert!(
                                    (x.rect.x - r.x).abs() < 1e-3
                                        && (x.rect.y - r.y).abs() < 1e-3
                                        && x.rect.w == r.w
                                        && x.rect.h == r.h,
                                    "{what}: the tile of move {} moved on its own",
                                    x.index
                                );
                            }
                        }
                        if laid.unit == before.unit {
                            assert_eq!(again.tiles, laid.tiles, "{what}: laid again");
                        }
                        // Back to the old felt for the rest of the hand.
                        before = page.lay(down, kind, crosswise, w, short, BAND);
                    }
                }
            }
        }
        // The tiles that made the table smaller in the old felt: in the taller one the
        // table keeps the size it had before them.
        assert!(
            smaller > 20,
            "only {smaller} of {redone} tiles made the table smaller"
        );
        assert!(
            regrown * 10 >= smaller * 9,
            "only {regrown} of {smaller} tables kept their size in the taller felt"
        );
    }

    /// Every table a random hand lays out, move by move, in each felt of `felts`: every
    /// family, player count and set, `seeds` deals each; `each(table, the area its ends
    /// may use (the felt and the caption band), the set's top number, what it is)`.
    fn each_table(
        felts: &[(f32, f32)],
        seeds: u64,
        mut each: impl FnMut(&TableLayout, Rect, u8, &str),
    ) {
        for &(w, h) in felts {
            for family in Family::ALL {
                for &players in family.player_counts() {
                    for set in family.sets().iter().map(|d| d.top()) {
                        for seed in 0..seeds {
                            let (moves, variant) = random_hand(family, players, set, seed);
                            let kind = variant.mechanics().layout;
                            let crosswise = family != Family::Matador;
                            for n in 1..=moves.len() {
                                let t = steady(&moves[..n], kind, crosswise, w, h, BAND);
                                let band = band_height(t.unit);
                                let area = rect(0.0, -band, t.width, t.height + band);
                                let what = format!(
                                    "{family:?} {players}p d{set} seed {seed} n {n} in {w}x{h}"
                                );
                                each(&t, area, set, &what);
                            }
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn every_end_has_a_tap_box_of_44_px_its_own() {
        let (mut ends, mut small) = (0usize, 0usize);
        each_table(&PHONE_FELTS, 4, |t, area, set, what| {
            let boxes = end_targets(t, area, 44.0);
            for (i, (end, b)) in boxes.iter().enumerate() {
                let m = end_marker(t.end(*end).expect("end"), t.unit);
                assert!(b.contains(&m), "{what}: {b:?} misses {m:?}");
                assert!(area.contains(b), "{what}: {b:?} outside");
                for (_, o) in &boxes[i + 1..] {
                    assert!(!super::tests::overlaps(b, o), "{what}: {b:?} {o:?}");
                }
                ends += 1;
                if b.w < 44.0 - 1e-3 || b.h < 44.0 - 1e-3 {
                    // Only the biggest sets' ends crowd so.
                    assert!(set > 9, "{what}: {b:?}");
                    assert!(b.w.min(b.h) >= 36.0, "{what}: {b:?}");
                    small += 1;
                }
            }
        });
        println!("{small} of {ends} tap boxes under 44 px (only double-twelve and -fifteen)");
        assert!(
            small * 1000 <= ends,
            "{small} of {ends} tap boxes under 44 px"
        );
    }

    #[test]
    fn an_ends_letter_leaves_its_number_and_the_end_tiles_number_whole() {
        // The felts of 360x740, 740x360 and 1280x800 (README, "the phone table's sixth
        // list"); the disc as drawn: radius 11 and its outline.
        let (mut discs, mut over_tiles, mut over_number) = (0usize, 0usize, 0usize);
        let (mut over_key, mut over_key_before) = (0usize, 0usize);
        let felts = [(340.0, 352.0), (501.0, 207.0), (612.0, 381.0)];
        each_table(&felts, 3, |t, area, _, what| {
            for e in &t.ends {
                let key = rect(area.x + area.w - 44.0, area.y, 44.0, 44.0);
                let (x, y) = letter_spot(t, e, area, key, 12.0);
                over_key += usize::from(disc_meets(x, y, 12.0, &key));
                let none = rect(0.0, 0.0, 0.0, 0.0);
                let (x0, y0) = letter_spot(t, e, area, none, 12.0);
                over_key_before += usize::from(disc_meets(x0, y0, 12.0, &key));
                let what = format!("{what}: {e:?} at {x},{y}");
                let inside = rect(x - 12.0, y - 12.0, 24.0, 24.0);
                assert!(area.contains(&inside), "{what}: outside");
                let m = end_marker(e, t.unit);
                assert!(!disc_meets(x, y, 12.0, &m), "{what}: over {m:?}");
                // The end tile's half that touches the end's spot.
                let (ax, ay) = e.heading.step();
                let s = e.spot;
                let behind = rect(s.x - ax * s.w, s.y - ay * s.h, s.w, s.h);
                for tile in &t.tiles {
                    for (half, _) in tile.halves() {
                        if super::tests::overlaps(&half, &behind) {
                            assert!(!disc_meets(x, y, 12.0, &half), "{what}: over {tile:?}");
                        }
                    }
                    over_tiles += usize::from(disc_meets(x, y, 12.0, &tile.rect));
                }
                discs += 1;
                // Where it was: on the marker's top right corner.
                let font = END_FONT * t.unit;
                let tw = crate::view::num::text_width_bound(&e.number.to_string(), font);
                let number = rect(m.x + (m.w - tw) / 2.0, m.y + (m.h - font) / 2.0, tw, font);
                let old_x = (m.x + m.w).min(area.x + area.w - 12.0).max(area.x + 12.0);
                let old_y = m.y.min(area.y + area.h - 12.0).max(area.y + 12.0);
                over_number += usize::from(disc_meets(old_x, old_y, 12.0, &number));
            }
        });
        println!(
            "{over_tiles} of {discs} letters reach over some other tile; on the marker's corner \
             {over_number} had met the end's number; {over_key} lie on the \"?\" key \
             ({over_key_before} where the key was not kept clear)"
        );
        assert!(
            over_tiles * 50 <= discs,
            "{over_tiles} of {discs} letters over a tile"
        );
        assert!(
            over_key * 1000 <= discs,
            "{over_key} of {discs} letters on the key"
        );
    }

    #[test]
    fn frenchs_key_moves_off_the_cross_where_the_other_corner_is_free() {
        // French's cross with no band above it: the felts of 740x360 and 1280x800 (the
        // ninth playtest: an arm's 6 under the "?" sideways). Every move of random hands
        // of every player count and set; the key as drawn, 44 px.
        let (mut tables, mut before, mut after, mut moved) = (0usize, 0, 0, 0);
        for (w, h) in [(501.0, 207.0), (612.0, 381.0)] {
            for &players in Family::French.player_counts() {
                for set in Family::French.sets().iter().map(|d| d.top()) {
                    for seed in 0..12 {
                        let (moves, variant) = random_hand(Family::French, players, set, seed);
                        let kind = variant.mechanics().layout;
                        for n in 1..=moves.len() {
                            let t = steady(&moves[..n], kind, true, w, h, false);
                            let area = rect(0.0, 0.0, t.width, t.height);
                            let right = rect(t.width - 44.0, 0.0, 44.0, 44.0);
                            let k = key_place(&t, area, 44.0, true);
                            // Under a band (its captions at the left), never moved.
                            assert_eq!(key_place(&t, area, 44.0, false), right);
                            assert!(k == right || k == rect(0.0, 0.0, 44.0, 44.0), "{k:?}");
                            tables += 1;
                            before += usize::from(under_key(&t, &right));
                            after += usize::from(under_key(&t, &k));
                            moved += usize::from(k != right);
                            // It moves only off something, onto nothing.
                            if k != right {
                                assert!(under_key(&t, &right) && !under_key(&t, &k));
                            }
                        }
                    }
                }
            }
        }
        println!(
            "of {tables} French tables, {before} had a tile or an end under the key, \
             {after} where it moves ({moved} moved)"
        );
        assert!(before > 0 && after * 4 <= before, "{after} of {before}");
    }

    #[test]
    fn the_unit_is_the_largest_that_fits() {
        // Half a pixel more would not fit; the table shrinks only when it must.
        for family in [
            Family::Jamaican,
            Family::French,
            Family::AllFives,
            Family::Matador,
        ] {
            let players = if family == Family::Matador { 2 } else { 4 };
            for seed in 0..4u64 {
                let (moves, variant) = random_hand(family, players, 6, seed);
                let kind = variant.mechanics().layout;
                let crosswise = family != Family::Matador;
                for (w, h) in [PHONE, LANDSCAPE, DESKTOP] {
                    for n in (1..=moves.len()).step_by(4) {
                        let t = fit(&moves[..n], kind, crosswise, w, h, BAND);
                        assert!(t.height + band_height(t.unit) <= h + 1e-3);
                        if t.unit < MAX_UNIT {
                            assert!(
                                !fits_at(&moves[..n], kind, crosswise, w, h, t.unit + 0.5),
                                "{family:?} seed {seed} n {n} in {w}x{h}: {} was not the largest",
                                t.unit
                            );
                        }
                    }
                }
            }
        }
        // The first tile is as big as tiles get; no height limit means the old rule.
        let pose = [Move::Pose(Tile::new(6, 6))];
        assert_eq!(
            fit(&pose, LayoutKind::Line, true, 350.0, 380.0, false).unit,
            MAX_UNIT
        );
        assert_eq!(
            fit(&pose, LayoutKind::Line, true, 360.0, 0.0, false).unit,
            unit_for(360.0)
        );
    }
}

/// The figures README quotes for the phone table: how often the table re-lays itself in a
/// hand and how small its tiles get, over random hands of every family, player count and
/// set, in the felt boxes a 360x740 and a 740x360 phone give the board. Rerun with
/// `cargo test --profile ci --lib board_figures -- --ignored --nocapture`.
#[cfg(test)]
mod figures {
    use super::tests::random_hand;
    use super::*;
    use crate::rules::{Family, HouseRules, Match, Seat, Variant};

    /// The felt boxes the page gives the board (360x740 and 390x844 upright, 740x360
    /// sideways, a 1280x800 desktop; four-player Jamaican, measured in the browser; and
    /// 740x360 while your rack takes two rows, two-player All Fives after drawing).
    const BOXES: [(&str, f32, f32); 5] = [
        ("360x740", 340.0, 352.0),
        ("390x844", 370.0, 454.0),
        ("740x360", 501.0, 207.0),
        ("1280x800", 612.0, 381.0),
        ("740x360 two rack rows", 501.0, 99.0),
    ];

    /// Each tile where the page shows it (the drawing's top added), by move index.
    fn shown(t: &TableLayout, h: f32) -> Vec<(usize, Rect)> {
        let band = band_height(t.unit);
        let natural = t.height + band;
        let top = band + (natural.max(h) - natural) / 2.0;
        t.tiles
            .iter()
            .map(|p| {
                let mut r = p.rect;
                r.y += top;
                (p.index, r)
            })
            .collect()
    }

    /// Whether any tile on both tables moved relative to the first tile, or changed size.
    fn relaid(a: &[(usize, Rect)], b: &[(usize, Rect)]) -> bool {
        let (Some(&(_, a0)), Some(&(_, b0))) = (a.first(), b.first()) else {
            return false;
        };
        let near = |x: f32, y: f32| (x - y).abs() > 0.01;
        a.first().map(|p| p.0) != b.first().map(|p| p.0)
            || a.iter().any(|&(i, r)| {
                b.iter().find(|q| q.0 == i).is_some_and(|&(_, q)| {
                    near(r.x - a0.x, q.x - b0.x)
                        || near(r.y - a0.y, q.y - b0.y)
                        || near(r.w, q.w)
                        || near(r.h, q.h)
                })
            })
    }

    /// Whether any tile on both tables is somewhere else on the page.
    fn moved(a: &[(usize, Rect)], b: &[(usize, Rect)]) -> bool {
        a.iter().any(|&(i, r)| {
            b.iter()
                .find(|q| q.0 == i)
                .is_some_and(|&(_, q)| (r.x - q.x).abs() > 0.01 || (r.y - q.y).abs() > 0.01)
        })
    }

    /// The most tiles a hand of `random_hand` can put on the table: those dealt and those
    /// left to draw.
    pub(super) fn most_tiles(family: Family, players: u8, set: u8, seed: u64) -> usize {
        let variant = Variant::new(family, players, set, &HouseRules::new()).expect("variant");
        let m = Match::new(variant, seed);
        let hand = m.hand();
        let held: usize = Seat::all(players).map(|s| hand.hand(s).len()).sum();
        held + hand.boneyard_len()
    }

    #[test]
    #[ignore = "prints figures; run by hand"]
    fn board_figures() {
        let seeds = 12u64;
        // `steady` lays each hand out from its first move at every move; `carried` is the
        // page's way, one `Steady` kept from move to move (the same tables).
        // `capped` is the page's way since session 12: a re-lay leaves room for no more
        // tiles than the hand can still put down (those dealt and those left to draw).
        let ways = ["fit", "steady", "carried", "capped"];
        for ((name, w, h), way) in BOXES
            .into_iter()
            .flat_map(|b| ways.into_iter().map(move |l| (b, l)))
        {
            let (mut hands, mut relays, mut most, mut shifts) = (0usize, 0usize, 0usize, 0usize);
            let (mut least, mut least_six, mut final_sum) = (f32::INFINITY, f32::INFINITY, 0.0);
            let (mut six_hands, mut final_six) = (0usize, 0.0);
            // The slowest layout of a whole hand's moves (what the page works out after
            // each move), native, optimised; and all the hands' layouts together.
            let mut slowest = (0.0f64, 0usize);
            let mut total = 0.0f64;
            for family in Family::ALL {
                for &players in family.player_counts() {
                    for set in family.sets().iter().map(|d| d.top()) {
                        for seed in 0..seeds {
                            let (moves, variant) = random_hand(family, players, set, seed);
                            let kind = variant.mechanics().layout;
                            let crosswise = family != Family::Matador;
                            let mut before: Vec<(usize, Rect)> = Vec::new();
                            let mut count = 0;
                            let mut last = None;
                            let mut kept = Steady::default();
                            let cap = most_tiles(family, players, set, seed);
                            for n in 1..=moves.len() {
                                if !matches!(moves[n - 1], Move::Pose(_) | Move::Play { .. }) {
                                    continue;
                                }
                                let clock = std::time::Instant::now();
                                let down = &moves[..n];
                                let t = match way {
                                    "fit" => fit(down, kind, crosswise, w, h, true),
                                    "steady" => steady(down, kind, crosswise, w, h, true),
                                    "carried" => kept.lay(down, kind, crosswise, w, h, true),
                                    _ => kept.lay_up_to(down, kind, crosswise, (w, h, true), cap),
                                };
                                let took = clock.elapsed().as_secs_f64() * 1000.0;
                                total += took;
                                if took > slowest.0 {
                                    slowest = (took, t.tiles.len());
                                }
                                let now = shown(&t, h);
                                if relaid(&before, &now) {
                                    count += 1;
                                } else if moved(&before, &now) {
                                    shifts += 1;
                                }
                                least = least.min(2.0 * t.unit);
                                if set == 6 {
                                    least_six = least_six.min(2.0 * t.unit);
                                }
                                before = now;
                                last = Some(t.unit);
                            }
                            hands += 1;
                            relays += count;
                            most = most.max(count);
                            final_sum += 2.0 * last.unwrap_or(0.0);
                            if set == 6 {
                                six_hands += 1;
                                final_six += 2.0 * last.unwrap_or(0.0);
                            }
                        }
                    }
                }
            }
            println!(
                "{name} (felt {w}x{h}), {way}: {hands} hands; re-lays per hand {:.2} (most {most}); \
                 other shifts per hand {:.2}; tile long side at the hand's end {:.1} px on \
                 average (double-six {:.1} px); smallest {least:.0} px (double-six {least_six:.0} px); \
                 slowest layout {:.1} ms ({} tiles); all hands {:.0} ms",
                relays as f32 / hands as f32,
                shifts as f32 / hands as f32,
                final_sum / hands as f32,
                final_six / six_hands as f32,
                slowest.0,
                slowest.1,
                total,
            );
        }
    }

    /// The tile unit over the first six moves of 12 random double-six hands of every
    /// family and player count, on the short felts a sideways phone leaves above a rack of
    /// two rows (501x99, two-player All Fives after drawing; 501x115, Cut Throat with two),
    /// and how often it is under 16 px: `cargo test --profile ci --lib short_felt_figures
    /// -- --ignored --nocapture`.
    #[test]
    #[ignore = "prints figures; run by hand"]
    fn short_felt_figures() {
        for (w, h) in [(501.0, 99.0), (501.0, 115.0)] {
            let (mut sum, mut n, mut small) = (0.0f32, 0usize, 0usize);
            for family in Family::ALL {
                for &players in family.player_counts() {
                    for seed in 0..12 {
                        let (moves, variant) = random_hand(family, players, 6, seed);
                        let kind = variant.mechanics().layout;
                        let crosswise = family != Family::Matador;
                        let mut steady = Steady::default();
                        for k in 1..=moves.len().min(6) {
                            let felt = (w, h, true);
                            let t = steady.lay_up_to(&moves[..k], kind, crosswise, felt, 28);
                            sum += t.unit;
                            n += 1;
                            small += usize::from(t.unit < 16.0);
                        }
                    }
                }
            }
            let under = 100.0 * small as f32 / n as f32;
            println!(
                "felt {w}x{h}: first six moves, unit {:.1} px on average, under 16 px {under:.0}%",
                sum / n as f32
            );
        }
    }

    /// How often a re-lay lays the line out in another shape (tiles not where the line
    /// scaled down would put them), over every form and over the forms laid as a line,
    /// and the tiles' long side at the hand's end: `cargo test --profile ci --lib
    /// relay_shape_figures -- --ignored --nocapture`.
    #[test]
    #[ignore = "prints figures; run by hand"]
    fn relay_shape_figures() {
        for ((name, w, h), line_only) in BOXES
            .into_iter()
            .flat_map(|b| [false, true].map(move |l| (b, l)))
        {
            let (mut relays, mut reshaped, mut hands, mut last_sum) =
                (0usize, 0usize, 0usize, 0.0f32);
            for family in Family::ALL {
                for &players in family.player_counts() {
                    for set in family.sets().iter().map(|d| d.top()) {
                        for seed in 0..12u64 {
                            let (moves, variant) = random_hand(family, players, set, seed);
                            let kind = variant.mechanics().layout;
                            if kind != LayoutKind::Line && line_only {
                                continue;
                            }
                            let crosswise = family != Family::Matador;
                            let cap = most_tiles(family, players, set, seed);
                            let mut kept = Steady::default();
                            let mut prev: Option<TableLayout> = None;
                            let mut last = 0.0;
                            for n in 1..=moves.len() {
                                if !matches!(moves[n - 1], Move::Pose(_) | Move::Play { .. }) {
                                    continue;
                                }
                                let down = &moves[..n];
                                let t = kept.lay_up_to(down, kind, crosswise, (w, h, true), cap);
                                last = t.unit;
                                if let Some(old) = &prev {
                                    if t.unit < old.unit - 1e-3 && !old.tiles.is_empty() {
                                        relays += 1;
                                        let k = t.unit / old.unit;
                                        let a0 = old.tiles[0].rect;
                                        let b0 = t.tiles[0].rect;
                                        let off = |x: f32, y: f32| (x * k - y).abs() > 1.0;
                                        let changed = old.tiles.iter().any(|p| {
                                            t.tiles.iter().find(|q| q.index == p.index).is_some_and(
                                                |q| {
                                                    off(p.rect.x - a0.x, q.rect.x - b0.x)
                                                        || off(p.rect.y - a0.y, q.rect.y - b0.y)
                                                        || off(p.rect.w, q.rect.w)
                                                        || off(p.rect.h, q.rect.h)
                                                },
                                            )
                                        });
                                        if changed {
                                            reshaped += 1;
                                        }
                                    }
                                }
                                prev = Some(t);
                            }
                            hands += 1;
                            last_sum += 2.0 * last;
                        }
                    }
                }
            }
            let forms = if line_only { "lines" } else { "all" };
            println!("{name} {w}x{h}, {forms}: {hands} hands, re-lays {relays} ({:.2}/hand), reshaped {reshaped} ({:.2}/hand), last tile {:.1} px", relays as f32 / hands as f32, reshaped as f32 / hands as f32, last_sum / hands as f32);
        }
    }
}

/// Pictures of tables for a person to look at: with `DOMINOES_TABLE_SVG=dir` set,
/// `cargo test table_pictures` writes an HTML page per table into `dir`, drawn the way the
/// browser component draws them, with the page's own style sheet. Take a screenshot with
/// `chromium --headless --screenshot=x.png --window-size=360,740 file:///dir/name.html`.
#[cfg(test)]
mod pictures {
    use super::*;
    use crate::rules::{Family, HouseRules, Match, Rng, Variant};
    use crate::view::pips::{tile_numerals, tile_pips, Faces};
    use std::fmt::Write;

    fn tile_svg(out: &mut String, t: &PlacedTile, latest: bool) {
        let Rect { x, y, w, h } = t.rect;
        let short = w.min(h);
        let rx = short * 0.14;
        let class = format!(
            "table-tile{}{}",
            if latest { " latest" } else { "" },
            if t.spinner { " spinner" } else { "" }
        );
        let _ = write!(
            out,
            r#"<g class="{class}" style="transform: translate({x}px, {y}px)"><g class="tile-slide">"#
        );
        let _ = write!(
            out,
            r#"<rect class="tile-shadow" x="0.6" y="1.2" width="{w}" height="{h}" rx="{rx}"/><rect class="tile-body" x="0" y="0" width="{w}" height="{h}" rx="{rx}"/>"#
        );
        let inset = short * 0.16;
        let (x1, y1, x2, y2) = if h >= w {
            (inset, h / 2.0, w - inset, h / 2.0)
        } else {
            (w / 2.0, inset, w / 2.0, h - inset)
        };
        let _ = write!(
            out,
            r#"<line class="tile-divider" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}"/>"#
        );
        for d in tile_pips(t.first, t.second, rect(0.0, 0.0, w, h), Faces::default()) {
            let _ = write!(
                out,
                r#"<circle class="pip" cx="{}" cy="{}" r="{}"/>"#,
                d.cx, d.cy, d.r
            );
        }
        for n in tile_numerals(t.first, t.second, rect(0.0, 0.0, w, h), Faces::default()) {
            let _ = write!(
                out,
                r#"<text class="pip-num" x="{}" y="{}" font-size="{}">{}</text>"#,
                n.x, n.y, n.size, n.n
            );
        }
        let _ = write!(
            out,
            r#"<circle class="tile-pin" cx="{}" cy="{}" r="{}"/>"#,
            w / 2.0,
            h / 2.0,
            short * 0.045
        );
        if t.spinner {
            let r = short * 0.21;
            let pts: Vec<String> = (0..8)
                .map(|i| {
                    let a = std::f32::consts::FRAC_PI_4 * (i as f32 + 1.0);
                    let d = if i % 2 == 0 { r } else { r * 0.4 };
                    format!("{:.2},{:.2}", w / 2.0 + d * a.sin(), h / 2.0 - d * a.cos())
                })
                .collect();
            let _ = write!(
                out,
                r#"<polygon class="spinner-star" points="{}"/>"#,
                pts.join(" ")
            );
        }
        out.push_str("</g></g>");
    }

    /// The page for one table, as the component draws it.
    fn page(
        t: &TableLayout,
        kind: LayoutKind,
        hard: &[End],
        target: Option<u8>,
        latest: Option<usize>,
    ) -> String {
        let css = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/static/style.css"))
            .unwrap_or_default();
        let s = t.unit;
        let mut captions: Vec<(&str, String)> = Vec::new();
        if let Some(target) = target {
            captions.push(("Touching numbers add up to", target.to_string()));
        }
        let key = key_tile(t, hard);
        if let Some(key) = key {
            captions.push(("Key tile", key.to_string()));
        }
        let band = band_height(s);
        let label = table_label(t, kind, hard, key, target);
        let mut out = String::new();
        let _ = write!(
            out,
            r#"<!doctype html><html><head><meta charset="utf-8"><style>{css}
body {{ margin: 0; min-height: 100vh; background: radial-gradient(ellipse at 50% 38%,
var(--felt-light) 0%, var(--felt) 55%, var(--felt-dark) 100%); }}</style></head>
<body><main><svg class="table-svg" viewBox="0 0 {} {}" role="img" aria-label="{label}">"#,
            t.width,
            t.height + band
        );
        let font = s * 0.55;
        let mut x = s * 0.4;
        for (name, value) in &captions {
            let h = s * 1.05;
            let w = (name.len() + value.len() + 1) as f32 * font * 0.56 + s * 0.9;
            let _ = write!(
                out,
                r#"<g class="table-caption"><rect x="{x}" y="{}" width="{w}" height="{h}" rx="{}"/><text x="{}" y="{}" font-size="{font}">{name} <tspan class="caption-value">{value}</tspan></text></g>"#,
                s * 0.2,
                h / 2.0,
                x + s * 0.45,
                s * 0.2 + h / 2.0
            );
            x += w + s * 0.4;
        }
        let _ = write!(out, r#"<g transform="translate(0 {band})">"#);
        if t.is_empty() {
            let _ = write!(
                out,
                r#"<text class="table-hint" x="{}" y="{}" font-size="{}">The first tile goes here</text>"#,
                t.width / 2.0,
                t.height / 2.0,
                s * 0.7
            );
        }
        for e in &t.ends {
            let h = if hard.contains(&e.end) { " hard" } else { "" };
            let Rect { x, y, w, h: hh } = e.spot;
            let _ = write!(
                out,
                r#"<rect class="end-spot{h}" x="{}" y="{}" width="{}" height="{}" rx="{}"/><text class="end-number{h}" x="{}" y="{}" font-size="{}">{}</text>"#,
                x + 1.0,
                y + 1.0,
                w - 2.0,
                hh - 2.0,
                s * 0.18,
                x + w / 2.0,
                y + hh / 2.0,
                s * 0.62,
                e.number
            );
        }
        for p in &t.tiles {
            tile_svg(&mut out, p, latest == Some(p.index));
        }
        out.push_str("</g></svg></main></body></html>\n");
        out
    }

    /// Plays random legal hands of a family and keeps the one with most tiles down
    /// that `keep` accepts.
    fn best_hand(
        family: Family,
        players: u8,
        set: u8,
        seeds: std::ops::Range<u64>,
        keep: impl Fn(&[Move]) -> bool,
    ) -> Vec<Move> {
        let variant = Variant::new(family, players, set, &HouseRules::new()).expect("variant");
        let mut best: Vec<Move> = Vec::new();
        for seed in seeds {
            let mut m = Match::new(variant.clone(), seed);
            let mut rng = Rng::new(seed);
            let mut guard = 0;
            while !m.hand_finished() && guard < 3000 {
                let legal = m.hand().legal_moves();
                if legal.is_empty() {
                    break;
                }
                let tiles: Vec<Move> = legal
                    .iter()
                    .copied()
                    .filter(|mv| matches!(mv, Move::Pose(_) | Move::Play { .. }))
                    .collect();
                let mv = if !tiles.is_empty() && rng.below(10) != 0 {
                    tiles[rng.below(tiles.len() as u32) as usize]
                } else {
                    legal[rng.below(legal.len() as u32) as usize]
                };
                if m.play(mv).is_err() {
                    break;
                }
                guard += 1;
            }
            let moves = m.moves().to_vec();
            let placed = |ms: &[Move]| {
                ms.iter()
                    .filter(|mv| matches!(mv, Move::Pose(_) | Move::Play { .. }))
                    .count()
            };
            if keep(&moves) && placed(&moves) > placed(&best) {
                best = moves;
            }
        }
        best
    }

    fn on_end(moves: &[Move], e: u8) -> usize {
        moves
            .iter()
            .filter(|m| matches!(m, Move::Play { end, .. } if end.index() == usize::from(e)))
            .count()
    }

    /// One picture: a hand's moves and how its table is drawn.
    struct Case {
        name: &'static str,
        moves: Vec<Move>,
        kind: LayoutKind,
        crosswise: bool,
        hard: Vec<End>,
        target: Option<u8>,
    }

    #[test]
    fn table_pictures() {
        let Ok(dir) = std::env::var("DOMINOES_TABLE_SVG") else {
            return;
        };
        let _ = std::fs::create_dir_all(&dir);
        let jamaican = best_hand(Family::Jamaican, 4, 6, 0..400, |_| true);
        let allfives = best_hand(Family::AllFives, 2, 6, 0..400, |m| {
            on_end(m, 2) >= 2 && on_end(m, 3) >= 2
        });
        let allfives_off = best_hand(Family::AllFives, 2, 6, 0..400, |m| {
            !matches!(m.first(), Some(Move::Pose(t)) if t.is_double())
                && on_end(m, 2) + on_end(m, 3) >= 2
        });
        let french = best_hand(Family::French, 4, 6, 0..400, |_| true);
        let matador = best_hand(Family::Matador, 2, 9, 0..200, |_| true);
        let allfives12 = best_hand(Family::AllFives, 2, 12, 0..100, |m| {
            on_end(m, 2) + on_end(m, 3) >= 6
        });
        let line = |name, moves, hard: Vec<End>| Case {
            name,
            moves,
            kind: LayoutKind::Line,
            crosswise: true,
            hard,
            target: None,
        };
        let cross = |name, moves, kind| Case {
            name,
            moves,
            kind,
            crosswise: true,
            hard: Vec::new(),
            target: None,
        };
        let cases = vec![
            line("jamaican", jamaican, vec![End::LEFT, End::RIGHT]),
            cross("allfives", allfives, LayoutKind::Spinner),
            cross("allfives-off-pose", allfives_off, LayoutKind::Spinner),
            cross("allfives-d12", allfives12, LayoutKind::Spinner),
            cross("french", french, LayoutKind::Arms),
            Case {
                crosswise: false,
                target: Some(10),
                ..line("matador-d9", matador, Vec::new())
            },
            line("empty", Vec::new(), Vec::new()),
            line(
                "line-d15",
                super::tests::chain(15, Tile::new(15, 15), 2, 2),
                Vec::new(),
            ),
        ];
        for Case {
            name,
            moves,
            kind,
            crosswise,
            hard,
            target,
        } in cases
        {
            for (width, height) in [(350.0, 400.0), (520.0, 200.0), (860.0, 330.0)] {
                let t = fit(&moves, kind, crosswise, width, height, true);
                let latest = t.tiles.iter().map(|p| p.index).max();
                let html = page(&t, kind, &hard, target, latest);
                let file = format!("{dir}/{name}-{width}x{height}.html");
                let _ = std::fs::write(&file, html);
                println!("{file}: {} tiles, {}x{}", t.tiles.len(), t.width, t.height);
                if std::env::var("DOMINOES_TABLE_DUMP").is_ok() {
                    for p in &t.tiles {
                        println!(
                            "  #{} {} {}|{} {:?} at ({:.0},{:.0}) {}x{} touches {:?}",
                            p.index,
                            p.tile,
                            p.first,
                            p.second,
                            p.heading,
                            p.rect.x,
                            p.rect.y,
                            p.rect.w,
                            p.rect.h,
                            p.touches
                        );
                    }
                    println!("  moves: {moves:?}");
                }
            }
        }
    }
}
