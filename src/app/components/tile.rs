//! One domino drawn in SVG: face up with its pips, or face down.

use crate::rules::Tile;
use crate::view::num::svg;
use crate::view::pips::{tile_numerals, tile_pips, Faces, Rect};
use yew::prelude::*;

/// Properties of [`TileFace`].
#[derive(Properties, PartialEq)]
pub struct TileFaceProps {
    /// The tile.
    pub tile: Tile,
    /// Where it goes, in the parent SVG's units; taller than wide means upright.
    pub rect: Rect,
    /// How halves of 7 and more are drawn ("Pips for 7 and more").
    #[prop_or_default]
    pub faces: Faces,
}

/// A tile face up: ivory body, a dividing line, a brass pin and the pips, or numerals
/// from 7 up unless `faces` asks for pips there too (low number on top or on the left).
#[function_component(TileFace)]
pub fn tile_face(props: &TileFaceProps) -> Html {
    let Rect { x, y, w, h } = props.rect;
    let short = w.min(h);
    let upright = h >= w;
    let (cx, cy) = (x + w / 2.0, y + h / 2.0);
    let inset = short * 0.16;
    let (x1, y1, x2, y2) = if upright {
        (x + inset, cy, x + w - inset, cy)
    } else {
        (cx, y + inset, cx, y + h - inset)
    };
    html! {
        <g class="tile-face">
            <rect class="tile-body" x={svg(x)} y={svg(y)} width={svg(w)}
                height={svg(h)} rx={svg(short * 0.14)} />
            <line class="tile-divider" x1={svg(x1)} y1={svg(y1)}
                x2={svg(x2)} y2={svg(y2)} />
            { halves(props.tile.low(), props.tile.high(), props.rect, props.faces) }
            <circle class="tile-pin" cx={svg(cx)} cy={svg(cy)}
                r={svg(short * 0.045)} />
        </g>
    }
}

/// What the halves of a tile showing `first` and `second` in `rect` show, drawn with
/// `faces`: the pips ([`tile_pips`]) and the numerals ([`tile_numerals`], SVG text in
/// the pips' colour); the board draws its tiles with this too.
pub fn halves(first: u8, second: u8, rect: Rect, faces: Faces) -> Html {
    html! {
        <>
            { for tile_pips(first, second, rect, faces).iter().map(|d| html! {
                <circle class="pip" cx={svg(d.cx)} cy={svg(d.cy)} r={svg(d.r)} />
            }) }
            { for tile_numerals(first, second, rect, faces).into_iter().map(|t| html! {
                <text class="pip-num" x={svg(t.x)} y={svg(t.y)} font-size={svg(t.size)}>
                    { t.n }
                </text>
            }) }
        </>
    }
}

/// Properties of [`TileBack`].
#[derive(Properties, PartialEq)]
pub struct TileBackProps {
    /// Where it goes, in the parent SVG's units.
    pub rect: Rect,
}

/// A tile face down, as opponents' tiles are shown.
#[function_component(TileBack)]
pub fn tile_back(props: &TileBackProps) -> Html {
    let Rect { x, y, w, h } = props.rect;
    let short = w.min(h);
    let m = short * 0.18;
    html! {
        <g class="tile-back">
            <rect class="back-body" x={svg(x)} y={svg(y)} width={svg(w)}
                height={svg(h)} rx={svg(short * 0.16)} />
            <rect class="back-inlay" x={svg(x + m)} y={svg(y + m)}
                width={svg(w - 2.0 * m)} height={svg(h - 2.0 * m)}
                rx={svg(short * 0.08)} />
        </g>
    }
}
