// SPDX-License-Identifier: MIT
import Foundation

/// The report's stylesheet and script.
extension SnapshotReport {
  static let style = """
    body{font:14px/1.4 -apple-system,system-ui,sans-serif;margin:24px;color:#1c1c1e;background:#fa\
    fafa}
    h1{font-size:22px;margin:0 0 8px}h2{font-size:15px;margin:0 0 6px}h2 small{color:#8e8e93;font-\
    weight:normal}
    .badge{display:inline-block;padding:2px 8px;border-radius:10px;color:#fff;font-weight:600;font\
    -size:12px}
    .badge.failed{background:#ff3b30}.badge.recorded{background:#ff9500}.badge.passed{background:#\
    34c759}
    .summary{font-size:16px}.total{color:#8e8e93;margin-left:8px}
    .card{background:#fff;border:1px solid #e5e5ea;border-left:6px solid #34c759;border-radius:8px\
    ;padding:12px 16px;margin:12px 0}
    .card.failed{border-left-color:#ff3b30}.card.recorded{border-left-color:#ff9500}
    .message{color:#3a3a3c;white-space:normal;word-break:break-word}
    .row{display:flex;gap:12px;flex-wrap:wrap}figure{margin:0}figcaption{font-size:12px;color:#8e8\
    e93}
    .row img{max-width:260px;max-height:360px;border:1px solid #e5e5ea;image-rendering:pixelated}
    .compare{margin-top:10px}.buttons button{margin-right:4px}
    .sidebyside{display:flex;gap:12px;align-items:flex-start;flex-wrap:wrap;margin-top:6px}
    .viewport{overflow:auto;max-width:100%;max-height:80vh;border:1px solid #c7c7cc;cursor:grab}
    .viewport.panning{cursor:grabbing}.side{flex:1;min-width:260px;max-height:80vh;overflow:auto}
    .side pre.diff{margin:0}
    .stage{position:relative;display:inline-block;vertical-align:top}
    .stage img{display:block;max-width:none;image-rendering:pixelated}
    .stage .over{position:absolute;top:0;left:0;height:100%;width:50%;overflow:hidden}
    .stage .diffimg{position:absolute;top:0;left:0;display:none}
    .box{position:absolute;border:2px solid #ff00ff;box-shadow:0 0 0 1px #fff;pointer-events:no\
    ne;box-sizing:border-box}
    .compare[data-mode=reference] .over,.compare[data-mode=diff] .over{display:none}
    .compare[data-mode=actual] .over{width:100%!important}.compare[data-mode=diff] .diffimg{displa\
    y:block}
    .zoom{margin-left:12px}.zoom button.on,.buttons button.on{font-weight:bold}
    .compare input{display:block;width:520px;max-width:100%}
    pre.diff{background:#f2f2f7;padding:8px;overflow:auto}.add{color:#1b7f3a}.del{color:#c4161c}.c\
    tx{color:#636366}
    """

  static let script = """
    document.querySelectorAll('.compare').forEach(function(c){
      var over=c.querySelector('.over'),under=c.querySelector('.under'),range=c.querySelector('inp\
    ut'),view=c.querySelector('.viewport'),diff=c.querySelector('.diffimg');
      function apply(){var n=under.naturalWidth;if(!n)return;var z=c.dataset.zoom;
        var w=z==='fit'?Math.min(n,view.parentNode.clientWidth-24):n*Number(z);
        [under,over.querySelector('img'),diff].forEach(function(i){if(i)i.style.width=w+'px';});
        c.querySelectorAll('.zoom button').forEach(function(b){b.classList.toggle('on',b.dataset.z\
    oom===z);});}
      under.addEventListener('load',apply);apply();
      range.addEventListener('input',function(){c.dataset.mode='wipe';over.style.width=range.value\
    +'%';});
      c.querySelectorAll('button[data-show]').forEach(function(b){b.addEventListener('click',funct\
    ion(){c.dataset.mode=b.dataset.show;});});
      c.querySelectorAll('button[data-zoom]').forEach(function(b){b.addEventListener('click',funct\
    ion(){c.dataset.zoom=b.dataset.zoom;apply();});});
      var drag=null;view.addEventListener('mousedown',function(e){drag={x:e.clientX,y:e.clientY,l:\
    view.scrollLeft,t:view.scrollTop};view.classList.add('panning');e.preventDefault();});
      window.addEventListener('mousemove',function(e){if(!drag)return;view.scrollLeft=drag.l-(e.cl\
    ientX-drag.x);view.scrollTop=drag.t-(e.clientY-drag.y);});
      window.addEventListener('mouseup',function(){drag=null;view.classList.remove('panning');});
    });
    window.addEventListener('load',function(){var n=0;document.querySelectorAll('img').forEach(fun\
    ction(i){if(i.complete&&i.naturalWidth>0)n++;});document.body.dataset.imagesLoaded=n;});
    """
}
