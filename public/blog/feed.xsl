<?xml version="1.0" encoding="utf-8"?>
<!--
  Renders the blog's RSS 2.0 (/blog/rss.xml) and Atom (/blog/atom.xml) feeds as a readable page
  when someone opens them in a browser. Feed readers ignore it.
-->
<xsl:stylesheet version="1.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:atom="http://www.w3.org/2005/Atom"
  exclude-result-prefixes="atom">
  <xsl:output method="html" encoding="utf-8" indent="yes" doctype-system="about:legacy-compat"/>

  <xsl:template match="/">
    <xsl:choose>
      <xsl:when test="rss">
        <xsl:call-template name="page">
          <xsl:with-param name="kind" select="'RSS'"/>
          <xsl:with-param name="title" select="rss/channel/title"/>
          <xsl:with-param name="description" select="rss/channel/description"/>
          <xsl:with-param name="home" select="rss/channel/link"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:otherwise>
        <xsl:call-template name="page">
          <xsl:with-param name="kind" select="'Atom'"/>
          <xsl:with-param name="title" select="atom:feed/atom:title"/>
          <xsl:with-param name="description" select="atom:feed/atom:subtitle"/>
          <xsl:with-param name="home" select="atom:feed/atom:link[@rel='alternate']/@href"/>
        </xsl:call-template>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <xsl:template name="page">
    <xsl:param name="kind"/>
    <xsl:param name="title"/>
    <xsl:param name="description"/>
    <xsl:param name="home"/>
    <html lang="en">
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:value-of select="$title"/> (<xsl:value-of select="$kind"/> feed)</title>
        <style>
          :root {
            color-scheme: light dark;
            --bg: #ffffff; --raised: #f6f7f8; --text: #1c1e21; --muted: #525860;
            --border: #dadde1; --link: #9b4f08; --note-bg: #fdf1e4; --note-text: #4a2a06;
          }
          @media (prefers-color-scheme: dark) {
            :root {
              --bg: #1b1b1d; --raised: #242526; --text: #e3e3e3; --muted: #b4b8bd;
              --border: #444950; --link: #f0a05a; --note-bg: #3a2a1a; --note-text: #f5c17a;
            }
          }
          * { box-sizing: border-box; }
          body {
            margin: 0; background: var(--bg); color: var(--text); line-height: 1.65;
            font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Ubuntu, Cantarell, 'Noto Sans', sans-serif;
          }
          main { max-width: 46rem; margin: 0 auto; padding: 2rem 1rem 4rem; }
          a { color: var(--link); text-underline-offset: 0.15em; }
          a:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
          .note {
            margin: 0 0 2rem; padding: 0.75rem 1rem; border-radius: 0.4rem;
            background: var(--note-bg); color: var(--note-text); font-size: 0.95rem;
          }
          .note strong { font-weight: 700; }
          h1 { margin: 0; font-size: 2.25rem; line-height: 1.2; }
          .description { margin: 0.5rem 0 0; color: var(--muted); font-size: 1.05rem; }
          .home { margin: 0.75rem 0 0; }
          header { padding-bottom: 1.5rem; margin-bottom: 1.5rem; border-bottom: 1px solid var(--border); }
          ol { margin: 0; padding: 0; list-style: none; }
          li { padding: 1.25rem 0; border-bottom: 1px solid var(--border); }
          h2 { margin: 0 0 0.25rem; font-size: 1.35rem; line-height: 1.3; }
          h2 a { color: var(--text); text-decoration: none; }
          h2 a:hover { color: var(--link); text-decoration: underline; }
          time { color: var(--muted); font-size: 0.9rem; }
          li p { margin: 0.5rem 0 0; }
        </style>
      </head>
      <body>
        <main>
          <p class="note">
            <strong>This is an <xsl:value-of select="$kind"/> feed.</strong>
            Copy this page's address into your feed reader to follow new posts.
          </p>
          <header>
            <h1><xsl:value-of select="$title"/></h1>
            <p class="description"><xsl:value-of select="$description"/></p>
            <p class="home"><a href="{$home}">Visit the blog →</a></p>
          </header>
          <ol>
            <xsl:apply-templates select="rss/channel/item | atom:feed/atom:entry"/>
          </ol>
        </main>
      </body>
    </html>
  </xsl:template>

  <xsl:template match="item">
    <li>
      <h2><a href="{link}"><xsl:value-of select="title"/></a></h2>
      <time>
        <xsl:call-template name="date">
          <xsl:with-param name="year" select="substring(pubDate, 13, 4)"/>
          <xsl:with-param name="month" select="substring(pubDate, 9, 3)"/>
          <xsl:with-param name="day" select="number(substring(pubDate, 6, 2))"/>
        </xsl:call-template>
      </time>
      <p><xsl:value-of select="description"/></p>
    </li>
  </xsl:template>

  <xsl:template match="atom:entry">
    <xsl:variable name="when" select="(atom:published | atom:updated)[1]"/>
    <li>
      <h2><a href="{atom:link[not(@rel) or @rel='alternate']/@href}"><xsl:value-of select="atom:title"/></a></h2>
      <time datetime="{$when}">
        <xsl:call-template name="date">
          <xsl:with-param name="year" select="substring($when, 1, 4)"/>
          <xsl:with-param name="month" select="substring($when, 6, 2)"/>
          <xsl:with-param name="day" select="number(substring($when, 9, 2))"/>
        </xsl:call-template>
      </time>
      <p><xsl:value-of select="atom:summary"/></p>
    </li>
  </xsl:template>

  <!-- `October 12, 2025`, as on the blog; month is a number (Atom) or an English abbreviation (RSS). -->
  <xsl:template name="date">
    <xsl:param name="year"/>
    <xsl:param name="month"/>
    <xsl:param name="day"/>
    <xsl:choose>
      <xsl:when test="$month = '01' or $month = 'Jan'">January</xsl:when>
      <xsl:when test="$month = '02' or $month = 'Feb'">February</xsl:when>
      <xsl:when test="$month = '03' or $month = 'Mar'">March</xsl:when>
      <xsl:when test="$month = '04' or $month = 'Apr'">April</xsl:when>
      <xsl:when test="$month = '05' or $month = 'May'">May</xsl:when>
      <xsl:when test="$month = '06' or $month = 'Jun'">June</xsl:when>
      <xsl:when test="$month = '07' or $month = 'Jul'">July</xsl:when>
      <xsl:when test="$month = '08' or $month = 'Aug'">August</xsl:when>
      <xsl:when test="$month = '09' or $month = 'Sep'">September</xsl:when>
      <xsl:when test="$month = '10' or $month = 'Oct'">October</xsl:when>
      <xsl:when test="$month = '11' or $month = 'Nov'">November</xsl:when>
      <xsl:when test="$month = '12' or $month = 'Dec'">December</xsl:when>
    </xsl:choose>
    <xsl:value-of select="concat(' ', $day, ', ', $year)"/>
  </xsl:template>
</xsl:stylesheet>
