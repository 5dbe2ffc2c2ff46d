-- Writes each line TeX sets, one record a line, in the form our side writes (TeXComparison.swift):
-- "width paragraph line natural spaces hyphenated last text", tab-separated. The natural width is
-- the line's content at its glue's natural size (the hyphen of a hyphenated line included), the
-- spaces the interword glue inside it, "hyphenated" a line that ends at a discretionary; the text
-- (for reading only) shows each discretionary as "|" and a ligature's glyph as "?".
texlines = texlines or {}
local glue, hlist, disc, glyph = node.id("glue"), node.id("hlist"), node.id("disc"), node.id("glyph")
-- Glue that is not a space between words: \leftskip, \rightskip, \parfillskip and their kin.
local margins = { [8] = true, [9] = true, [15] = true, [16] = true, [17] = true }
local parfillskip = 15
local out, paragraph = nil, -1

function texlines.open(path) out = assert(io.open(path, "w")) end
function texlines.close() out:close() end

local function record(line, number)
  local spaces, last, hyphenated = 0, false, false
  local natural = node.dimensions(line.head) / 65536
  for n in node.traverse(line.head) do
    if n.id == glue then
      if n.subtype == parfillskip then last = true end
      if not margins[n.subtype] then spaces = spaces + 1 end
    end
  end
  -- The content's last node: a discretionary the line was broken at (its pre-break hyphen moved
  -- into the line after it), or that hyphen itself.
  local tail = node.tail(line.head)
  while tail and (tail.id == glue or tail.id == node.id("penalty") or tail.id == node.id("kern")) do tail = tail.prev end
  if tail and (tail.id == disc or (tail.id == glyph and tail.char == 0x2010)
               or (tail.prev and tail.prev.id == disc and tail.id == glyph)) then
    hyphenated = tail.id == disc or tail.char == 0x2010 or (tail.prev and tail.prev.id == disc)
  end
  local text = {}
  for n in node.traverse(line.head) do
    if n.id == glyph then text[#text + 1] = n.char < 0x110000 and utf8.char(n.char) or "?"
    elseif n.id == glue and not margins[n.subtype] then text[#text + 1] = " "
    elseif n.id == disc then text[#text + 1] = "|" end
  end
  out:write(string.format("%g\t%d\t%d\t%.6f\t%d\t%d\t%d\t%s\n", tex.hsize / 65536, paragraph, number, natural, spaces,
                          hyphenated and 1 or 0, last and 1 or 0, table.concat(text)))
end

function texlines.reset() paragraph = -1 end

luatexbase.add_to_callback("post_linebreak_filter", function(head)
  paragraph = paragraph + 1
  local number = 0
  for n in node.traverse_id(hlist, head) do
    if n.subtype == 1 then record(n, number); number = number + 1 end
  end
  return head
end, "texlines.record")
