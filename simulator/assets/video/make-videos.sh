#!/bin/sh
# Makes the simulator's stand-in videos once (the .webm files are committed; run again only to change them).
# Needs Debian's ffmpeg (apt-get install -y ffmpeg): lavfi sources and filters, VP9 in WebM, no audio track.
set -eu
cd "$(dirname "$0")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
font=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf

# room-tour: a slow pan over a tiled room (wall tiles, a window, a marble-look floor in perspective).
ffmpeg -v error -y \
  -f lavfi -i "color=c=0xe9e4dc:s=1280x300:d=1" \
  -f lavfi -i "color=c=0xcfc6b8:s=1280x420:d=1" \
  -filter_complex "\
[0]drawgrid=w=320:h=150:t=2:c=0xcfc6b8@0.8,drawbox=x=700:y=40:w=300:h=190:c=0xffffff@0.85:t=fill,drawbox=x=700:y=40:w=300:h=190:c=0x8c7f6d:t=8,drawbox=x=846:y=40:w=8:h=190:c=0x8c7f6d:t=fill,drawbox=x=180:y=150:w=260:h=150:c=0x5d5850:t=fill,drawbox=x=180:y=150:w=260:h=10:c=0x3f3a33:t=fill[wall];\
[1]format=yuv444p,geq=lum='190+14*sin(X/41+2*sin(Y/67))+9*sin((X-Y)/23)':cb=124:cr=134,drawgrid=w=160:h=105:t=3:c=0x8c7f6d@0.7,perspective=x0=0:y0=0:x1=W:y1=0:x2=-W:y2=H:x3=2*W:y3=H:sense=destination,drawbox=x=0:y=0:w=1280:h=6:c=0x8a6a4f:t=fill[floor];\
[wall][floor]vstack,format=yuv420p" -frames:v 1 "$tmp/room.png"
ffmpeg -v error -y -loop 1 -framerate 24 -i "$tmp/room.png" -t 5 \
  -vf "crop=w=960:h=540:x='320*(0.5-0.5*cos(PI*t/5))':y='120-60*t/5',scale=640:360,\
drawtext=fontfile=$font:text='Showroom tour':fontsize=30:fontcolor=white:borderw=2:bordercolor=0x3f3a33:x=24:y=h-56:alpha='if(lt(t,3),1,max(0,(4-t)))',format=yuv420p" \
  -an -c:v libvpx-vp9 -b:v 0 -crf 40 -deadline good -cpu-used 2 -row-mt 1 -g 48 room-tour.webm

# tile-pattern: a patterned floor tile laid again and again, sliding slowly (for installation videos).
ffmpeg -v error -y -f lavfi -i "color=c=0xe7ded3:s=640x360:r=24:d=5" \
  -vf "format=yuv444p,geq=lum='if(lt(mod(X+T*40,120),3)+lt(mod(Y,120),3),70,150+60*sin(hypot(mod(X+T*40,120)-60,mod(Y,120)-60)/9))':cb='118+6*cos((mod(X+T*40,120)-60)/19)':cr='142+8*sin((mod(Y,120)-60)/19)',\
drawtext=fontfile=$font:text='Laying pattern':fontsize=30:fontcolor=white:borderw=2:bordercolor=0x3f3a33:x=24:y=h-56,format=yuv420p" \
  -an -c:v libvpx-vp9 -b:v 0 -crf 42 -deadline good -cpu-used 2 -row-mt 1 -g 48 tile-pattern.webm
